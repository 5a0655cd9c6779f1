import ArgumentParser

/// One long option of the quick command line (`QuickCommandLine`): its name and how its value is
/// read into the settings. Values are read by the same `ExpressibleByArgument` initializers
/// swift-argument-parser uses, so both parsers accept and refuse the same texts.
struct QuickOption<Settings> {
    /// How many values the option takes.
    enum Arity { case flag, single, repeatable }

    /// The long name, without the dashes (`skins-dir`).
    let name: String
    let arity: Arity
    /// Sets the option in `settings`; false when `text` is not a value the option takes.
    let set: (inout Settings, String) -> Bool

    /// An option with one value (`--size 120x40`), stored by `store`. (Closures, not key paths:
    /// each key path is made by the runtime on first use, about 10 µs apiece at every start.)
    static func single<Value: ExpressibleByArgument>(_ name: String, _ store: @escaping (inout Settings, Value) -> Void) -> QuickOption {
        QuickOption(name: name, arity: .single) { settings, text in
            guard let value = Value(argument: text) else { return false }
            store(&settings, value)
            return true
        }
    }

    /// An option with one value and no default (`--compare-skin NAME`), stored by `store`.
    static func optional<Value: ExpressibleByArgument>(_ name: String, _ store: @escaping (inout Settings, Value?) -> Void) -> QuickOption {
        QuickOption(name: name, arity: .single) { settings, text in
            guard let value = Value(argument: text) else { return false }
            store(&settings, value)
            return true
        }
    }

    /// A repeatable option whose values are collected in order (`--skins-dir A --skins-dir B`).
    static func list(_ name: String, _ append: @escaping (inout Settings, String) -> Void) -> QuickOption {
        QuickOption(name: name, arity: .repeatable) { settings, text in
            append(&settings, text)
            return true
        }
    }

    /// A flag that turns a setting on (`--no-watch`).
    static func flag(_ name: String, _ turnOn: @escaping (inout Settings) -> Void) -> QuickOption {
        QuickOption(name: name, arity: .flag) { settings, _ in
            turnOn(&settings)
            return true
        }
    }
}

extension QuickOption where Settings: HoldsSkinSources {
    /// `--skins-dir`, `--map`, `--no-guess` (`SkinOptions`) and `--screens-dir`.
    static var sourceOptions: [QuickOption] {
        [
            .list("skins-dir") { $0.sources.skinsDirectories.append($1) }, .optional("map") { $0.sources.mapFile = $1 },
            .flag("no-guess") { $0.sources.noGuess = true }, .list("screens-dir") { $0.sources.screensDirectories.append($1) },
        ]
    }
}

/// Settings read from a command line with skin options (`SkinSources`).
protocol HoldsSkinSources {
    var sources: SkinSources { get set }
}
