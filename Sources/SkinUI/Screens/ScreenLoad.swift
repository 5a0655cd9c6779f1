import SkinKit

/// One screen file as read: its name and path, the document when it decoded, and its errors.
public struct ScreenLoad: Sendable, Equatable {
    public var name: String
    public var path: String
    public var document: ScreenDocument?
    public var errors: [SkinError]

    public init(name: String, path: String, document: ScreenDocument?, errors: [SkinError]) {
        self.name = name
        self.path = path
        self.document = document
        self.errors = errors
    }

    /// Decodes a screen file's text (read by the caller: SkinUI opens no files).
    public static func decode(_ text: String, path: String) -> ScreenLoad {
        let name = ScreenDocument.name(ofFile: path) ?? path
        let (document, errors) = ScreenDecoder.decode(text, name: name, file: path)
        return ScreenLoad(name: name, path: path, document: document, errors: errors)
    }
}
