import SkinKit

/// One previewed trait, declared once: its name (the script word and `shot`'s option), its values
/// in the order its key steps through them, the command that steps it, and how it reads and writes a
/// `TraitCollection`. Key handling, help, the status line, script parsing and its suggestions,
/// `shot`'s options and the README's tables are derived from (or checked against) this table.
public struct TraitSetting: Sendable {
    public let name: String
    /// Every value, as written in scripts and on the command line.
    public let values: [String]
    /// The previewer command (and so the key) that steps to the next value.
    public let command: PreviewCommand
    /// What the setting is, for command-line help.
    public let summary: String
    private let read: @Sendable (TraitCollection) -> String
    private let write: @Sendable (inout TraitCollection, String) -> Void
    private let status: @Sendable (TraitCollection) -> String?
    /// The value the key steps to from the current one; nil: the next in `values`.
    private let next: (@Sendable (TraitCollection) -> String)?

    init(
        name: String, values: [String], command: PreviewCommand, summary: String,
        read: @escaping @Sendable (TraitCollection) -> String, write: @escaping @Sendable (inout TraitCollection, String) -> Void,
        status: @escaping @Sendable (TraitCollection) -> String?, next: (@Sendable (TraitCollection) -> String)? = nil
    ) {
        self.name = name
        self.values = values
        self.command = command
        self.summary = summary
        self.read = read
        self.write = write
        self.status = status
        self.next = next
    }

    /// The value `traits` hold.
    public func value(in traits: TraitCollection) -> String { read(traits) }

    /// Sets `value` in `traits`; false (and nothing changed) when it is not one of `values`.
    @discardableResult
    public func set(_ value: String, in traits: inout TraitCollection) -> Bool {
        guard values.contains(value) else { return false }
        write(&traits, value)
        return true
    }

    /// `traits` with the value after the current one (the first after the last).
    public func stepped(_ traits: TraitCollection) -> TraitCollection {
        var result = traits
        if let next {
            write(&result, next(traits))
        } else {
            let index = values.firstIndex(of: read(traits)) ?? 0
            write(&result, values[(index + 1) % values.count])
        }
        return result
    }

    /// What the status line says of the setting; nil when it says nothing (a default it leaves out).
    public func statusLabel(_ traits: TraitCollection) -> String? { status(traits) }

    /// How scripts write it: `vision normal|protanopia|…`.
    public var usage: String { "\(name) \(values.joined(separator: "|"))" }

    /// Every setting, in the status line's order.
    public static let all: [TraitSetting] = [style, contrast, depth, vision]

    /// The setting called `name`.
    public static func named(_ name: String) -> TraitSetting? { all.first { $0.name == name } }

    /// The setting a command steps, if it steps one.
    public static func stepped(by command: PreviewCommand) -> TraitSetting? { all.first { $0.command == command } }

    /// `auto` follows the terminal's light/dark (`userInterfaceStyle` unspecified); `light` and
    /// `dark` are a choice that overrides it. Every press of the key changes the look: from `auto`
    /// to the style the terminal does not show, and from a chosen style to the other one — which is
    /// `auto` again when that is the style the terminal shows. Where nothing reported a style
    /// (`shot`, scripts), `auto` is light, the default. The status line says which and why:
    /// `dark · from terminal`, `light · chosen`.
    public static let style = TraitSetting(
        name: "trait", values: UserInterfaceStyle.allCases.filter { $0 != .unspecified }.map(\.rawValue) + [autoValue],
        command: .toggleStyle, summary: "Appearance; auto follows the terminal's light/dark (light in a screenshot).",
        read: { $0.followsTerminal ? autoValue : $0.effectiveStyle.rawValue },
        write: { $0.userInterfaceStyle = $1 == autoValue ? .unspecified : UserInterfaceStyle(rawValue: $1) ?? $0.userInterfaceStyle },
        status: { traits in
            let style = traits.effectiveStyle.rawValue
            // Why, once the terminal said something: followed, or a choice over it.
            guard traits.terminalStyle != nil else { return style }
            return style + (traits.followsTerminal ? " · from terminal" : " · chosen")
        },
        next: { traits in
            let shown = traits.terminalStyle == .dark ? UserInterfaceStyle.dark : .light
            if traits.followsTerminal { return shown.toggled.rawValue }
            return traits.effectiveStyle == shown ? shown.toggled.rawValue : autoValue
        })

    /// The `trait` value that follows the terminal.
    public static let autoValue = "auto"

    public static let contrast = TraitSetting(
        name: "contrast", values: Contrast.allCases.map(\.rawValue), command: .toggleContrast, summary: "Contrast.",
        read: { $0.contrast.rawValue },
        write: { $0.contrast = Contrast(rawValue: $1) ?? $0.contrast },
        status: { "\($0.contrast.rawValue) contrast" })

    public static let depth = TraitSetting(
        name: "depth", values: ColorDepth.allCases.map(\.rawValue), command: .cycleDepth, summary: "Color depth to show.",
        read: { $0.colorDepth.rawValue },
        write: { $0.colorDepth = ColorDepth(rawValue: $1) ?? $0.colorDepth },
        status: { "colors: \($0.colorDepth.label)" })

    public static let vision = TraitSetting(
        name: "vision", values: VisionDeficiency.allCases.map(\.rawValue), command: .cycleVision,
        summary: "Color vision to simulate.",
        read: { $0.vision.rawValue },
        write: { $0.vision = VisionDeficiency(rawValue: $1) ?? $0.vision },
        status: { $0.vision == .normal ? nil : "vision: \($0.vision.rawValue)" })
}
