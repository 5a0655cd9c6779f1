import ArgumentParser

/// The command lines typed most — the previewer and `shot`, with long options — read without
/// swift-argument-parser, whose reflection over every option of every command took 3–4 ms of
/// each start (`termskin shot` took about 30 ms in all). A line is taken only when it holds
/// nothing but options named here, each given once (`--skins-dir` any number of times), with
/// values the options' own types accept and that pass the command's checks. Anything else —
/// help, `--version`, a short name, a word, a value beginning with `-`, an unknown or repeated
/// option — gives nil, and swift-argument-parser reads the line as before, messages and all.
/// `QuickCommandLineTests` holds the two parsers to the same results and the same option names.
enum QuickCommandLine {
    /// A command read from the line.
    enum Command: Equatable {
        case preview(PreviewSettings)
        case shot(ShotSettings)

        /// Runs it, noting its phases in `trace`; a failure is thrown as `ParsableCommand.run` throws it.
        func run(trace: StartupTrace) throws {
            switch self {
            case .preview(let settings): try settings.run(trace: trace)
            case .shot(let settings): try settings.run(trace: trace)
            }
        }
    }

    /// The previewer's options (`PreviewCommandLine`).
    static var previewOptions: [QuickOption<PreviewSettings>] {
        QuickOption<PreviewSettings>.sourceOptions + [
            .optional("skin") { $0.skin = $1 }, .optional("trait") { $0.trait = $1 }, .flag("no-watch") { $0.noWatch = true },
            .single("image-timeout") { $0.imageTimeout = $1 },
        ]
    }

    /// `shot`'s options (`ShotCommand`).
    static var shotOptions: [QuickOption<ShotSettings>] {
        QuickOption<ShotSettings>.sourceOptions + [
            .single("skin") { $0.skin = $1 }, .single("trait") { $0.trait = $1 }, .single("contrast") { $0.contrast = $1 },
            .single("depth") { $0.depth = $1 }, .single("vision") { $0.vision = $1 }, .single("size") { $0.size = $1 },
            .single("page") { $0.page = $1 }, .optional("compare-skin") { $0.compareSkin = $1 },
            .optional("compare-mode") { $0.compareMode = $1 }, .optional("compare-screen") { $0.compareScreen = $1 },
            .flag("differences") { $0.differences = true }, .optional("format") { $0.format = $1 }, .single("scale") { $0.scale = $1 },
            .optional("out") { $0.out = $1 }, .optional("script") { $0.script = $1 }, .single("out-dir") { $0.outDir = $1 },
            .flag("watch") { $0.watch = true }, .flag("fetch") { $0.fetch = true }, .single("fetch-deadline") { $0.fetchDeadline = $1 },
        ]
    }

    /// The command `arguments` (without the program name) ask for, or nil to leave the line to
    /// swift-argument-parser.
    static func parse(_ arguments: [String]) -> Command? {
        switch arguments.first {
        case "shot":
            guard let settings = read(arguments.dropFirst(), into: ShotSettings(), options: shotOptions),
                (try? settings.validate()) != nil
            else { return nil }
            return .shot(settings)
        case "preview":
            return read(arguments.dropFirst(), into: PreviewSettings(), options: previewOptions).map(Command.preview)
        case let first?:
            // The previewer is the default command: a line of options only is its line.
            guard first.hasPrefix("--") else { return nil }
            return read(arguments[...], into: PreviewSettings(), options: previewOptions).map(Command.preview)
        case nil:
            return .preview(PreviewSettings())
        }
    }

    /// `words` read as options into `settings`; nil at the first word that is not one of
    /// `options` written as swift-argument-parser reads it.
    static func read<Settings>(_ words: ArraySlice<String>, into settings: Settings, options: [QuickOption<Settings>]) -> Settings? {
        var settings = settings
        var given: Set<String> = []
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            index += 1
            guard word.hasPrefix("--") else { return nil }
            var name = word.dropFirst(2)
            var attached: Substring?
            if let equals = name.firstIndex(of: "=") {
                attached = name[name.index(after: equals)...]
                name = name[..<equals]
            }
            guard let option = options.first(where: { $0.name == name }) else { return nil }
            guard option.arity == .repeatable || given.insert(option.name).inserted else { return nil }
            if option.arity == .flag {
                guard attached == nil else { return nil }
                _ = option.set(&settings, "")
                continue
            }
            let value: String
            if let attached {
                value = String(attached)
            } else {
                guard index < words.endIndex else { return nil }
                value = words[index]
                index += 1
            }
            guard !value.isEmpty, !value.hasPrefix("-"), option.set(&settings, value) else { return nil }
        }
        return settings
    }
}
