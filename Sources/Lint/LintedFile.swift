import SkinKit

/// One skin file as lint reads it beside the loader: its text (for macro uses) and the index of
/// where each key is written (to place findings at lines).
struct LintedFile: Sendable {
    let path: String
    let text: String
    let locator: SourceLocator

    /// Nil when the file cannot be read (the loader reports that).
    init?(path: String) {
        guard let data = try? FileReader.read(path, limit: SkinLimits.standard.maxFileBytes) else { return nil }
        self.path = path
        text = String(decoding: data, as: UTF8.self)
        locator = SourceLocator(text: text, isPlist: SkinLoader.isPropertyList(text: text, data: data, file: path))
    }
}
