import FoundationEssentials

/// `termskin import` for theme files: reads schemes and SwiftTheme themes and writes each as an
/// editable `<name>.json` skin into a skins folder.
public struct ThemeImporter: Sendable {
    /// The folder the skin files are written to (created when missing).
    public var skinsDirectory: String
    /// Overwrite a skin file of the same name instead of refusing.
    public var replace: Bool

    public init(skinsDirectory: String, replace: Bool) {
        self.skinsDirectory = skinsDirectory
        self.replace = replace
    }

    /// What an import did.
    public struct Report: Sendable {
        /// Skin name → the file written.
        public var written: [(skin: String, file: String)] = []
        /// One error per file that was not imported.
        public var errors: [SkinError] = []
        /// What was imported anyway: a color a scheme left out, taken as its terminal takes it.
        public var warnings: [SkinError] = []
        public init() {}
    }

    /// Imports every file; names are made unique within the import.
    public func importFiles(_ paths: [String]) -> Report {
        var report = Report()
        var naming = SkinNaming()
        var skins: [Skin] = []
        for path in paths {
            do throws(SkinError) {
                let read = try Self.skins(in: path)
                for var skin in read.skins {
                    skin.name = naming.unique(skin.name)
                    skins.append(skin)
                }
                report.warnings += read.warnings
            } catch {
                report.errors.append(error)
            }
        }
        write(skins, into: &report)
        return report
    }

    /// Imports a light and a dark scheme as one dynamic skin named `name` (or the light scheme's name).
    public func importPair(light: String, dark: String, name: String?) -> Report {
        var report = Report()
        do throws(SkinError) {
            let lightScheme = try Self.singleScheme(in: light)
            let darkScheme = try Self.singleScheme(in: dark)
            report.warnings += lightScheme.warnings.map { $0.placed(file: light) } + darkScheme.warnings.map { $0.placed(file: dark) }
            let skinName = SkinNaming.slug(name ?? lightScheme.name ?? SkinNaming.fileStem(light))
            write([SchemeSkinTable.skin(named: skinName, light: lightScheme, dark: darkScheme, source: .file(light))], into: &report)
        } catch {
            report.errors.append(error)
        }
        return report
    }

    private func write(_ skins: [Skin], into report: inout Report) {
        do {
            try FileManager.default.createDirectory(atPath: skinsDirectory, withIntermediateDirectories: true)
        } catch {
            report.errors.append(SkinError(file: skinsDirectory, message: "cannot create the folder: \(SystemReason.of(error))"))
            return
        }
        for skin in skins {
            if SkinName.isReserved(skin.name) {
                let source = if case .file(let path) = skin.source { path } else { skinsDirectory }
                report.errors.append(
                    SkinError(
                        file: source,
                        message: "the skin would be named '\(skin.name)', which reads as "
                            + "'\(Skin.defaultName)' (it would restyle every other skin); give --name or rename the scheme"))
                continue
            }
            let file = PathName.joined(skinsDirectory, skin.name + ".json")
            if !replace, FileManager.default.fileExists(atPath: file) {
                report.errors.append(SkinError(file: file, message: "already exists; pass --replace to overwrite it"))
                continue
            }
            do {
                try AtomicFile.write(Data(SkinFileWriter.json(of: skin).utf8), to: file)
                report.written.append((skin.name, file))
            } catch {
                report.errors.append(SkinError(file: file, message: "cannot write: \(error.reason)"))
            }
        }
    }

    /// The bytes of a theme file (a regular file within the skin file limit), or an error saying why not.
    static func readFile(_ path: String) throws(SkinError) -> Data {
        do {
            return try FileReader.read(path, limit: SkinLimits.standard.maxFileBytes)
        } catch {
            throw SkinError(file: path, message: error.reason)
        }
    }

    /// The skins a theme file holds, named from the scheme or file, and what was taken past (a
    /// color left out); an error for skins and unknown files.
    static func skins(in path: String) throws(SkinError) -> (skins: [Skin], warnings: [SkinError]) {
        let data = try readFile(path)
        switch try ThemeFileReader.content(of: data, file: path) {
        case .schemes(_, let schemes):
            return (
                schemes.map { SchemeSkinTable.skin(named: $0.name ?? SkinNaming.fileStem(path), from: $0, source: .file(path)) },
                schemes.flatMap(\.warnings).map { $0.placed(file: path) }
            )
        case .lightDark(_, let light, let dark):
            return (
                [SchemeSkinTable.skin(named: SkinNaming.fileStem(path), light: light, dark: dark, source: .file(path))],
                (light.warnings + dark.warnings).map { $0.placed(file: path) }
            )
        case .swiftTheme(let theme):
            return ([Skin(name: SkinNaming.fileStem(path), source: .file(path), colors: theme.colors.mapValues { Dynamic($0) })], [])
        case .themify(let themes):
            var names = SkinNaming()
            return (themes.map { Skin(name: names.unique($0.name), source: .file(path), colors: $0.colors.mapValues { Dynamic($0) }) }, [])
        case .skin:
            // What `list` and `lint` say of the file, so the three commands agree: its load error,
            // else that it is a skin already.
            if let error = SkinLoader().load(data: data, file: path).errors.first { throw error }
            throw SkinError(file: path, message: "already a TermSkin skin file: copy it into the skins folder instead")
        case .unknown(let message):
            throw SkinError(file: path, message: message)
        }
    }

    private static func singleScheme(in path: String) throws(SkinError) -> TerminalScheme {
        let data = try readFile(path)
        guard case .schemes(_, let schemes) = try ThemeFileReader.content(of: data, file: path), schemes.count == 1, let scheme = schemes.first else {
            throw SkinError(file: path, message: "--dark pairs need one terminal color scheme in each file")
        }
        return scheme
    }
}
