/// CJSkinSwift's `CJSkinFontType`: the type a reader asks a skin font in — regular, bold or italic —
/// which applies only when the skin names no font (the system font), as `SkinFont(key, fontType)` does.
public enum SkinFontType: String, CaseIterable, Sendable {
    case regular, bold, italic
}

extension SkinFont {
    /// This font asked for in `type`: the system font (no name) gains bold or italic; a named font
    /// is used as it is.
    public func applying(_ type: SkinFontType) -> SkinFont {
        guard name == nil, type != .regular else { return self }
        var font = self
        font.attributes.insert(type == .bold ? .bold : .italic)
        return font
    }
}
