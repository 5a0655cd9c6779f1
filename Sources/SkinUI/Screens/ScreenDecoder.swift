import SkinKit

/// Reads a screen file's JSON into a `ScreenDocument`, checking every widget kind, field and
/// property against the declarations; each problem is an error with the file, line, widget path
/// and a did-you-mean. All problems are collected, not just the first.
public struct ScreenDecoder {
    public let file: String?
    public private(set) var errors: [SkinError] = []

    /// Keys of the file's top level.
    public static let topLevelFields: [ScreenField] = [
        ScreenField("title", .text, "the tab title (default: the file name)"),
        ScreenField("device", .choice(ScreenDevice.allCases.map(\.rawValue)), "draws the screen as a centred phone-width column"),
        ScreenField("root", .children, "the screen's widget tree (usually a vstack)"),
        ScreenField("$schema", .text, "the JSON Schema (termskin schema --screen), for editors"),
    ]

    public init(file: String?) { self.file = file }

    /// Decodes `text`; the document is nil when the file has errors (`errors` says which).
    public static func decode(_ text: String, name: String, file: String?) -> (ScreenDocument?, [SkinError]) {
        var decoder = ScreenDecoder(file: file)
        let document = decoder.document(text, name: name)
        return (decoder.errors.isEmpty ? document : nil, decoder.errors)
    }

    mutating func document(_ text: String, name: String) -> ScreenDocument? {
        let json: ScreenJSON
        do { json = try ScreenJSON.parse(text, file: file) } catch {
            errors.append(error)
            return nil
        }
        guard case .object(let members, let line) = json else {
            fail(line: json.line, path: "", "a screen file is an object with a \"root\" widget; found \(json.typeName)")
            return nil
        }
        var title = name
        var device: ScreenDevice?
        var root: ScreenWidget?
        for member in members {
            switch member.key {
            case "title": if let text = string(member.value, path: "title") { title = text }
            case "device":
                if let text = string(member.value, path: "device") {
                    device = choice(text, ScreenDevice.allCases.map(\.rawValue), what: "device", line: member.line, path: "device")
                        .flatMap(ScreenDevice.init(rawValue:))
                }
            case "root": root = widget(member.value, path: "root")
            case "$schema": break
            default:
                fail(line: member.line, path: "", "unknown key '\(member.key)' at the top level" + Self.suggestion(member.key, Self.topLevelFields.map(\.name)))
            }
        }
        guard let root else {
            if !members.contains(where: { $0.key == "root" }) { fail(line: line, path: "", "the screen has no \"root\" widget") }
            return nil
        }
        return ScreenDocument(name: name, title: title, path: file, device: device, root: root)
    }

    private mutating func widget(_ json: ScreenJSON, path: String) -> ScreenWidget? {
        guard case .object(let members, let line) = json else {
            fail(line: json.line, path: path, "a widget is an object with a \"kind\"; found \(json.typeName)")
            return nil
        }
        guard let kindMember = members.first(where: { $0.key == "kind" }) else {
            fail(line: line, path: path, "the widget has no \"kind\" (one of: \(ScreenWidgetKind.allCases.map(\.rawValue).joined(separator: ", ")))")
            return nil
        }
        guard let kindName = string(kindMember.value, path: path + ".kind") else { return nil }
        guard let kind = ScreenWidgetKind(rawValue: kindName) else {
            fail(line: kindMember.line, path: path, "unknown widget kind '\(kindName)'" + Self.suggestion(kindName, ScreenWidgetKind.allCases.map(\.rawValue)))
            return nil
        }
        var widget = ScreenWidget(
            kind: kind, path: path, line: line, content: [:], overrides: [], skinning: .dynamic,
            traits: nil, width: nil, height: nil, children: [])
        let fields = kind.fields
        for member in members where member.key != "kind" {
            let place = "\(path).\(member.key)"
            switch member.key {
            case "skinning":
                if let text = string(member.value, path: place),
                    let skinning = choice(text, ScreenSkinning.allCases.map(\.rawValue), what: "skinning", line: member.line, path: place)
                {
                    widget.skinning = ScreenSkinning(rawValue: skinning) ?? .dynamic
                }
            case "traits": widget.traits = traits(member.value, path: place)
            case "width": widget.width = integer(member.value, path: place, range: 0...500)
            case "height": widget.height = integer(member.value, path: place, range: 0...500)
            default:
                if let field = fields.first(where: { $0.name == member.key }) {
                    check(member.value, as: field, path: place)
                    if field.shape == .children {
                        if case .array(let items, _) = member.value {
                            widget.children = items.enumerated().compactMap { self.widget($1, path: "\(path).children[\($0)]") }
                        }
                    } else {
                        widget.content[member.key] = member.value
                    }
                } else if let property = kind.property(named: member.key) {
                    if let value = overrideValue(member.value, path: place) { widget.overrides.append((property, value)) }
                } else {
                    let known = fields.map(\.name) + ScreenField.common.map(\.name) + kind.propertyNames.sorted()
                    fail(
                        line: member.line, path: path,
                        "a \(kind.rawValue) has no field or property '\(member.key)'" + Self.suggestion(member.key, known + ["background"]))
                }
            }
        }
        return widget
    }

    /// `"traits": {"style": "dark"}` or `"traits": "dark"`.
    private mutating func traits(_ json: ScreenJSON, path: String) -> UserInterfaceStyle? {
        var word: (String, Int)?
        switch json {
        case .string(let text, let line): word = (text, line)
        case .object(let members, _):
            for member in members {
                guard member.key == "style" else {
                    fail(line: member.line, path: path, "traits take \"style\" (light or dark); unknown key '\(member.key)'")
                    continue
                }
                if let text = string(member.value, path: path + ".style") { word = (text, member.line) }
            }
        default: fail(line: json.line, path: path, "traits are {\"style\": \"light\" | \"dark\"}; found \(json.typeName)")
        }
        guard let (text, line) = word else { return nil }
        switch choice(text, ["light", "dark"], what: "style", line: line, path: path) {
        case "light"?: return .light
        case "dark"?: return .dark
        default: return nil
        }
    }

    private mutating func overrideValue(_ json: ScreenJSON, path: String) -> ScreenValue? {
        guard case .string(let text, let line) = json else {
            fail(line: json.line, path: path, "a property takes a skin key or a color like \"#336699\"; found \(json.typeName)")
            return nil
        }
        // Trimmed by indices: `drop(while: \.isWhitespace).reversed()…` made a key path and lazy
        // generic views whose run-time types cost about 1 M instructions on a previewer's start.
        var start = text.startIndex
        var end = text.endIndex
        while start < end, text[start].isWhitespace { start = text.index(after: start) }
        while end > start, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
        let trimmed = String(text[start..<end])
        let lower = trimmed.lowercased()
        guard lower.hasPrefix("#") || lower.hasPrefix("0x") || lower.hasPrefix("c(") else {
            guard !trimmed.isEmpty else {
                fail(line: line, path: path, "an empty skin key")
                return nil
            }
            return .key(text)
        }
        do { return .color(try ColorValueParser.parse(text)) } catch {
            fail(line: line, path: path, error.message)
            return nil
        }
    }

    /// Checks a content field's value against its shape (lists, sections and rows included).
    private mutating func check(_ json: ScreenJSON, as field: ScreenField, path: String) {
        switch field.shape {
        case .text: _ = string(json, path: path)
        case .number:
            guard case .number = json else { return fail(line: json.line, path: path, "'\(field.name)' takes a number; found \(json.typeName)") }
        case .integer: _ = integer(json, path: path, range: 0...100_000)
        case .flag:
            guard case .bool = json else { return fail(line: json.line, path: path, "'\(field.name)' takes true or false; found \(json.typeName)") }
        case .choice(let words):
            if let text = string(json, path: path) { _ = choice(text, words, what: field.name, line: json.line, path: path) }
        case .texts:
            guard case .array(let items, _) = json else {
                return fail(line: json.line, path: path, "'\(field.name)' takes a list of texts; found \(json.typeName)")
            }
            for (index, item) in items.enumerated() { _ = string(item, path: "\(path)[\(index)]") }
        case .children:
            guard case .array = json else { return fail(line: json.line, path: path, "'children' takes a list of widgets; found \(json.typeName)") }
        case .tabItems:
            objects(json, path: path, fields: [ScreenField("title", .text, ""), ScreenField("image", .text, "")])
        case .sections:
            guard case .array(let sections, _) = json else {
                return fail(line: json.line, path: path, "'sections' takes a list of sections; found \(json.typeName)")
            }
            for (index, section) in sections.enumerated() {
                let place = "\(path)[\(index)]"
                guard case .object(let members, _) = section else {
                    fail(line: section.line, path: place, "a section is an object with \"title\" and \"rows\"; found \(section.typeName)")
                    continue
                }
                for member in members {
                    switch member.key {
                    case "title": _ = string(member.value, path: place + ".title")
                    case "rows": objects(member.value, path: place + ".rows", fields: ScreenField.rowFields)
                    default: fail(line: member.line, path: place, "a section has no '\(member.key)'" + Self.suggestion(member.key, ["title", "rows"]))
                    }
                }
            }
        }
    }

    /// A list of objects whose keys are `fields`, each checked by its shape.
    private mutating func objects(_ json: ScreenJSON, path: String, fields: [ScreenField]) {
        guard case .array(let items, _) = json else { return fail(line: json.line, path: path, "expected a list; found \(json.typeName)") }
        for (index, item) in items.enumerated() {
            let place = "\(path)[\(index)]"
            guard case .object(let members, _) = item else {
                fail(line: item.line, path: place, "expected an object; found \(item.typeName)")
                continue
            }
            for member in members {
                if let field = fields.first(where: { $0.name == member.key }) {
                    check(member.value, as: field, path: "\(place).\(member.key)")
                } else {
                    fail(line: member.line, path: place, "unknown key '\(member.key)'" + Self.suggestion(member.key, fields.map(\.name)))
                }
            }
        }
    }

    private mutating func string(_ json: ScreenJSON, path: String) -> String? {
        if case .string(let text, _) = json { return text }
        fail(line: json.line, path: path, "expected text; found \(json.typeName)")
        return nil
    }

    private mutating func integer(_ json: ScreenJSON, path: String, range: ClosedRange<Int>) -> Int? {
        guard case .number(let number, _) = json, number.rounded() == number, let value = Int(exactly: number), range.contains(value) else {
            fail(line: json.line, path: path, "expected a whole number \(range.lowerBound)–\(range.upperBound); found \(Self.describe(json))")
            return nil
        }
        return value
    }

    private mutating func choice(_ text: String, _ words: [String], what: String, line: Int, path: String) -> String? {
        if words.contains(text) { return text }
        fail(line: line, path: path, "unknown \(what) '\(text)' (one of: \(words.joined(separator: ", ")))" + Self.suggestion(text, words))
        return nil
    }

    private mutating func fail(line: Int, path: String, _ message: String) {
        errors.append(SkinError(file: file, keyPath: path.isEmpty ? [] : [path], line: line, message: message))
    }

    private static func describe(_ json: ScreenJSON) -> String {
        if case .number(let number, _) = json { return "\(number)" }
        return json.typeName
    }

    /// "; did you mean 'x'?" when a known name is close to `name`.
    static func suggestion(_ name: String, _ known: [String]) -> String {
        ClosestName.to(name, among: known).map { "; did you mean '\($0)'?" } ?? ""
    }
}
