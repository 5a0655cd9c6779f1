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

    /// An option with one value (`--size 120x40`).
    static func single<Value: ExpressibleByArgument>(_ name: String, _ path: WritableKeyPath<Settings, Value>) -> QuickOption {
        QuickOption(name: name, arity: .single) { settings, text in
            guard let value = Value(argument: text) else { return false }
            settings[keyPath: path] = value
            return true
        }
    }

    /// An option with one value and no default (`--compare-skin NAME`).
    static func optional<Value: ExpressibleByArgument>(_ name: String, _ path: WritableKeyPath<Settings, Value?>) -> QuickOption {
        QuickOption(name: name, arity: .single) { settings, text in
            guard let value = Value(argument: text) else { return false }
            settings[keyPath: path] = value
            return true
        }
    }

    /// A repeatable option whose values are collected in order (`--skins-dir A --skins-dir B`).
    static func list(_ name: String, _ path: WritableKeyPath<Settings, [String]>) -> QuickOption {
        QuickOption(name: name, arity: .repeatable) { settings, text in
            settings[keyPath: path].append(text)
            return true
        }
    }

    /// A flag that turns a setting on (`--no-watch`).
    static func flag(_ name: String, _ path: WritableKeyPath<Settings, Bool>) -> QuickOption {
        QuickOption(name: name, arity: .flag) { settings, _ in
            settings[keyPath: path] = true
            return true
        }
    }

    /// `--skins-dir`, `--map` and `--no-guess` (`SkinOptions`), for settings that hold their `SkinSources` at `path`.
    static func sourceOptions(_ path: WritableKeyPath<Settings, SkinSources>) -> [QuickOption] {
        [
            .list("skins-dir", path.appending(path: \.skinsDirectories)), .optional("map", path.appending(path: \.mapFile)),
            .flag("no-guess", path.appending(path: \.noGuess)), .list("screens-dir", path.appending(path: \.screensDirectories)),
        ]
    }
}
