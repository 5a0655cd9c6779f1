import SkinKit

/// Per-widget-type defaults (seed 003's `UIAppearance`), optionally only inside a container type.
/// Rules are recorded and applied when a view attaches to a window; a value set on the view itself
/// wins; changing a rule later does not touch views already attached until they attach again.
/// Owned by a `Window` (not global), so that each page and test has its own.
public final class AppearanceRegistry {
    struct Rule {
        let matches: (View) -> Bool
        let container: ((View) -> Bool)?
        let property: ThemeProperty
        let value: ThemeValue
        let description: String
        var containerName: String? = nil
    }

    private(set) var rules: [Rule] = []
    /// Rules naming a property their widget type does not declare (they can never show): for lint and tests.
    public private(set) var undeclaredRules: [String] = []

    public init() {}

    /// `Type.appearance().property = color`.
    public func setColor<Widget: View>(_ color: ThemedColor, for property: ThemeProperty, of type: Widget.Type) {
        add(.color(color), property, type, container: nil, containerName: nil)
    }

    /// `Type.appearance(whenContainedInInstancesOf: [Container.self]).property = color`.
    public func setColor<Widget: View, Container: View>(
        _ color: ThemedColor, for property: ThemeProperty, of type: Widget.Type,
        whenContainedIn container: Container.Type
    ) {
        add(.color(color), property, type, container: { $0 is Container }, containerName: _typeName(Container.self, qualified: false))
    }

    public func setFont<Widget: View>(_ font: ThemedFont, for property: ThemeProperty = .font, of type: Widget.Type) {
        add(.font(font), property, type, container: nil, containerName: nil)
    }

    public func setFont<Widget: View, Container: View>(
        _ font: ThemedFont, for property: ThemeProperty = .font, of type: Widget.Type,
        whenContainedIn container: Container.Type
    ) {
        add(.font(font), property, type, container: { $0 is Container }, containerName: _typeName(Container.self, qualified: false))
    }

    public func setImage<Widget: View>(_ image: ThemedImage, for property: ThemeProperty = .image, of type: Widget.Type) {
        add(.image(image), property, type, container: nil, containerName: nil)
    }

    /// A rule for widgets of exactly `type` (a metatype known only at run time, as a screen file's
    /// proxy widgets give it) inside a container `container` accepts, described by `containerName`.
    public func setValue(
        _ value: ThemeValue, for property: ThemeProperty, ofExactly type: View.Type,
        whenContainedIn container: @escaping (View) -> Bool, containerName: String
    ) {
        let name = "\(type.typeName) in \(containerName)"
        if type.declarations[property.baseProperty] == nil { undeclaredRules.append("\(name).\(property)") }
        let identifier = ObjectIdentifier(type)
        rules.append(
            Rule(
                matches: { ObjectIdentifier(Swift.type(of: $0)) == identifier }, container: container, property: property,
                value: value, description: "\(name).\(property)", containerName: containerName))
    }

    /// Forgets the rules `setValue(_:for:ofExactly:whenContainedIn:containerName:)` gave for `containerName`.
    public func removeRules(containedIn containerName: String) {
        rules.removeAll { $0.containerName == containerName }
    }

    /// Forgets every rule.
    public func removeAll() {
        rules.removeAll()
        undeclaredRules.removeAll()
    }

    private func add<Widget: View>(
        _ value: ThemeValue, _ property: ThemeProperty, _ type: Widget.Type,
        container: ((View) -> Bool)?, containerName: String?
    ) {
        // `_typeName`, not `"\(Widget.self)"`: the same name without `String(describing:)`'s dynamic casts.
        let widget = _typeName(Widget.self, qualified: false)
        let name = containerName.map { "\(widget) in \($0)" } ?? widget
        if Widget.declarations[property.baseProperty] == nil { undeclaredRules.append("\(name).\(property)") }
        rules.append(
            Rule(
                matches: { $0 is Widget }, container: container, property: property, value: value,
                description: "\(name).\(property)"))
    }

    /// The values that apply to `view` now: general rules first, then container rules, later rules
    /// winning — as UIAppearance gives the more specific proxy precedence.
    func values(for view: View) -> [ThemeProperty: ThemeValue] {
        var result: [ThemeProperty: ThemeValue] = [:]
        // Read in place: a `for rule in rules` copies every rule (closures, value, texts) for every view attached.
        rules.withUnsafeBufferPointer { rules in
            for index in rules.indices where rules[index].container == nil && rules[index].matches(view) {
                result[rules[index].property] = rules[index].value
            }
            for index in rules.indices where rules[index].container != nil && rules[index].matches(view) {
                guard let container = rules[index].container else { continue }
                var ancestor = view.superview
                while let current = ancestor {
                    if container(current) {
                        result[rules[index].property] = rules[index].value
                        break
                    }
                    ancestor = current.superview
                }
            }
        }
        return result
    }
}
