import SkinKit

/// A screen file, decoded: the app screen a team describes with the existing widgets.
public struct ScreenDocument: Sendable, Equatable {
    /// The file's name without `.screen.json` — the page's name (`shot --page NAME`, `page NAME`).
    public var name: String
    /// The title of its tab (the file's `title`, else the name).
    public var title: String
    public var path: String?
    /// Drawn as a centred phone-proportion column (`"device": "phone"`).
    public var device: ScreenDevice?
    public var root: ScreenWidget

    /// The file name suffix of screen files.
    public static let fileSuffix = ScreenFileNames.suffix

    /// The screen name a file path stands for (`Screens/chat.screen.json` → `chat`); nil for other files.
    public static func name(ofFile path: String) -> String? {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard file.hasSuffix(fileSuffix), file.count > fileSuffix.count else { return nil }
        return String(file.dropLast(fileSuffix.count))
    }

    /// Every skin key the screen's overrides and content name (list row images, tab images, image widgets).
    public var skinKeys: [(key: String, widget: ScreenWidget)] {
        var keys: [(String, ScreenWidget)] = []
        for widget in root.allWidgets {
            for override in widget.overrides { if let key = override.value.key { keys.append((key, widget)) } }
        }
        return keys
    }
}

/// The device a screen is drawn as, when it asks for one.
public enum ScreenDevice: String, Sendable, CaseIterable {
    /// A centred column of phone proportions (about 45 cells wide).
    case phone

    /// Columns the device's screen takes at most.
    public var width: Int { 46 }
}
