import SkinKit

/// The JSON Schema (draft 2020-12) of skin JSON files, built from the format's declarations and the
/// widget vocabulary, so editors complete section names, known keys, Style types and properties.
public enum SkinSchema {
    public static let draft = "https://json-schema.org/draft/2020-12/schema"
    public static let identifier = "https://termskin.dev/schema/skin.schema.json"

    /// The schema as a JSON object.
    public static func object(vocabulary: WidgetVocabulary = .current()) -> [String: Any] {
        func ref(_ name: String) -> [String: Any] { ["$ref": "#/$defs/\(name)"] }
        func variants(of item: String) -> [String: Any] {
            [
                "type": "object",
                "description": "One value per appearance; at least light or dark.",
                "properties": Dictionary(uniqueKeysWithValues: SkinFileFormat.variantKeys.map { ($0, ref(item)) }),
                "additionalProperties": false,
                "anyOf": [["required": ["light"]], ["required": ["dark"]]],
            ]
        }
        func table(known: Set<String>, value: String, what: String) -> [String: Any] {
            [
                "type": "object",
                "description": "\(what) key → value. Keys other than these are allowed but no widget reads them (lint warns).",
                "properties": Dictionary(uniqueKeysWithValues: known.sorted().map { ($0, ref(value)) }),
                "additionalProperties": ref(value),
            ]
        }
        let styleTypes: [String: Any] = Dictionary(
            uniqueKeysWithValues: vocabulary.styleProperties.sorted { $0.key < $1.key }.map { type, properties in
                (
                    type,
                    [
                        "type": "object",
                        "description": "Style of every \(type): property → value.",
                        "properties": Dictionary(uniqueKeysWithValues: properties.sorted().map { ($0, ref("styleValue")) }),
                        "additionalProperties": false,
                    ] as [String: Any]
                )
            })
        let flag: [String: Any] = ["anyOf": [["type": "boolean"], ["enum": ["true", "false", "yes", "no", "1", "0"]]]]
        let sections: [String: [String: Any]] = [
            "Color": table(known: vocabulary.colorKeys, value: "color", what: "Color"),
            "Font": table(known: vocabulary.fontKeys, value: "font", what: "Font"),
            "Image": table(known: vocabulary.imageKeys, value: "image", what: "Image"),
            "Define": [
                "type": "object", "description": "Macros: name → value, used as d(name).",
                "additionalProperties": ["type": ["string", "number", "boolean"]],
            ],
            "Style": [
                "type": "object", "description": "Widget type → property → value.", "properties": styleTypes,
                "additionalProperties": false,
            ],
            RoleMap.sectionName: ref("roleMap"),
            "Palette": [
                "description": "The terminal palette (ANSI 0–15) the 16- and 8-color previews reduce to.",
                "anyOf": [
                    ref("paletteList"),
                    [
                        "type": "object", "additionalProperties": false, "required": ["light", "dark"],
                        "properties": ["light": ref("paletteList"), "dark": ref("paletteList")],
                    ],
                ],
            ],
        ]
        let defs: [String: Any] = [
            "colorString": [
                "type": "string", "pattern": SkinFileFormat.colorPattern,
                "description": "#RGB, #RRGGBB, #RRGGBBAA, 0xRRGGBB, c(r,g,b[,a]), c(#RRGGBB) or a macro d(name)",
                "examples": ["#007AFF", "0x036EB7", "c(60,60,67,0.29)", "d(blue)"],
            ],
            "color": ["anyOf": [ref("colorString"), variants(of: "colorString")]],
            "fontValue": [
                "type": "object", "additionalProperties": false,
                "properties": [
                    "Name": ["type": "string"], "Size": ["anyOf": [["type": "number", "exclusiveMinimum": 0], ["type": "string"]]],
                    "Weight": ["type": "string", "examples": SkinFileFormat.fontWeights],
                    "Italic": flag, "Underline": flag, "Strikethrough": flag,
                ],
            ],
            "font": ["anyOf": [ref("fontValue"), variants(of: "fontValue")]],
            "imageValue": [
                "anyOf": [
                    ["type": "string", "description": "a glyph, an image file name (PNG, JPEG, text art) or a URL"],
                    [
                        "type": "object", "additionalProperties": false, "required": ["Name"],
                        "properties": [
                            "Name": ["type": "string"],
                            "RenderingMode": ["enum": SkinImage.RenderingMode.writtenNames],
                        ],
                    ],
                    ["type": "array", "items": ["type": "string"], "description": "lines of text art"],
                ]
            ],
            "image": ["anyOf": [ref("imageValue"), variants(of: "imageValue")]],
            "styleValue": ["anyOf": [ref("color"), ref("fontValue"), ["type": ["number", "boolean", "string"]]]],
            "skin": ["type": "object", "properties": sections, "additionalProperties": false],
            "paletteList": ["type": "array", "items": ref("colorString"), "minItems": 16, "maxItems": 16],
            "roleMap": [
                "type": "object", "description": "Widget key → this file's own key (or, at the top level, skin → such a map).",
                "propertyNames": ["enum": (vocabulary.colorKeys.union(vocabulary.fontKeys).union(vocabulary.imageKeys)).sorted()],
                "additionalProperties": ["type": "string"],
            ],
        ]
        return [
            "$schema": draft,
            "$id": identifier,
            "title": "TermSkin skin file",
            "description": "Skin name → sections (\(SkinFileFormat.sections.joined(separator: ", "))). Generated by `termskin schema`.",
            "type": "object",
            "properties": [
                SkinFileFormat.schemaKey: ["type": "string", "description": "The schema's address, for editors; the loader skips it."],
                RoleMap.sectionName: ["type": "object", "description": "A role map for every skin of the file: widget key → own key."],
            ],
            "additionalProperties": ref("skin"),
            "$defs": defs,
        ]
    }

    /// The schema as pretty-printed JSON with sorted keys (the same bytes every run).
    public static func json(vocabulary: WidgetVocabulary = .current()) -> String {
        guard
            let text = try? JSONObjectWriter.text(
                object(vocabulary: vocabulary),
                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}\n" }
        return text + "\n"
    }
}
