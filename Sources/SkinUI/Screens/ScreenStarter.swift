/// The starter screen `termskin screen new NAME` writes: every widget kind once, each content
/// field with a sample value, generated from the kinds' fields (so a new kind shows up in it).
public enum ScreenStarter {
    /// The starter file's text for a screen titled `title`.
    public static func text(title: String) -> String {
        let leaves = ScreenWidgetKind.allCases.filter { $0 != .vstack && $0 != .hstack && $0 != .spacer && $0 != .tabBar && $0 != .badge }
        var children = leaves.map { "      " + widget($0) }
        children.insert(
            #"      { "kind": "hstack", "spacing": 1, "children": [ { "kind": "label", "text": "Unread" }, "#
                + widget(.badge) + #" ] }"#, at: 1)
        children.append(#"      { "kind": "spacer" }"#)
        children.append("      " + widget(.tabBar))
        return """
            {
              "title": \(quoted(title)),
              "root": {
                "kind": "vstack",
                "spacing": 0,
                "children": [
            \(children.joined(separator: ",\n"))
                ]
              }
            }

            """
    }

    /// One widget with a sample of each field (stacks' fields are written by `text`).
    static func widget(_ kind: ScreenWidgetKind) -> String {
        var parts = [#""kind": \#(quoted(kind.rawValue))"#]
        for field in kind.fields { parts.append("\(quoted(field.name)): \(sample(field, of: kind))") }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    static func sample(_ field: ScreenField, of kind: ScreenWidgetKind) -> String {
        switch field.shape {
        case .text: return quoted(field.name == "icon" ? "⚠" : "\(kind.rawValue) \(field.name)")
        case .number: return "0.6"
        case .integer: return field.name == "count" ? "3" : "1"
        case .flag: return "true"
        case .choice(let words): return quoted(words[0])
        case .texts: return #"["One", "Two", "Three"]"#
        case .tabItems:
            return
                #"[{ "title": "Home", "image": "tab.home" }, { "title": "Search", "image": "tab.search" }, { "title": "Settings", "image": "tab.settings" }]"#
        case .sections:
            return
                #"[{ "title": "Section", "rows": [{ "title": "Row", "detail": "Detail", "badge": 2 }, { "title": "Chosen", "selected": true, "accessory": "checkmark" }] }]"#
        case .children: return "[]"
        }
    }

    /// `text` in JSON's quotes, its `\` and `"` escaped (each one: Foundation's
    /// `replacingOccurrences`, used before, left one followed by a combining mark as it was).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { result.unicodeScalars.append("\\") }
            result.unicodeScalars.append(scalar)
        }
        return result + "\""
    }
}
