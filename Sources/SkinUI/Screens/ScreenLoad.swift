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

    /// Reads and decodes a screen file (read by SkinKit's `ScreenFileNames.read`); one that cannot
    /// be read is a load with that error.
    public static func load(path: String) -> ScreenLoad {
        switch ScreenFileNames.read(path) {
        case .success(let text): return decode(text, path: path)
        case .failure(let error): return ScreenLoad(name: ScreenDocument.name(ofFile: path) ?? path, path: path, document: nil, errors: [error])
        }
    }

    /// The screen files of `folders` read in order; the first file of a name wins.
    public static func load(folders: [String]) -> [ScreenLoad] {
        var loads: [ScreenLoad] = []
        for load in folders.flatMap(ScreenFileNames.files(inFolder:)).map(load(path:)) where !loads.contains(where: { $0.name == load.name }) {
            loads.append(load)
        }
        return loads
    }

    /// Decodes a screen file's text.
    public static func decode(_ text: String, path: String) -> ScreenLoad {
        let name = ScreenDocument.name(ofFile: path) ?? path
        let (document, errors) = ScreenDecoder.decode(text, name: name, file: path)
        return ScreenLoad(name: name, path: path, document: document, errors: errors)
    }
}
