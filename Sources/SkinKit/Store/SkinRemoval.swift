import FoundationEssentials

/// What removing one skin from a skins folder does (seed 000's `removeSkin`): delete the file or
/// installed folder that holds only that skin, or write its file again without it, with the skin's
/// `<name>.bundle` image folder. `default` and the built-in skins are never removed.
public struct SkinRemoval: Sendable, Equatable {
    /// One change to the folder, in the order it is made.
    public enum Step: Sendable, Equatable, CustomStringConvertible {
        /// Delete a file or a folder (an installed archive or asset catalog, an image bundle).
        case delete(String)
        /// Write the skin file again without the skin; `remaining` skins stay in it.
        case rewrite(String, remaining: [String])

        public var description: String { said(done: false) }

        /// The step as done (`deleted …`) or to do (`delete …`).
        public func said(done: Bool) -> String {
            switch self {
            case .delete(let path): (done ? "deleted " : "delete ") + path
            case .rewrite(let path, let remaining):
                (done ? "rewrote " : "rewrite ") + "\(path) without it (keeps \(remaining.joined(separator: ", ")))"
            }
        }
    }

    /// Why a skin cannot be removed, said on stderr.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public var skin: String
    public var steps: [Step]

    /// Plans the removal of `name` from `skinsDirectory`, whose skins `library` read.
    public static func plan(removing name: String, from skinsDirectory: String, library: SkinLibrary) throws(Refusal) -> SkinRemoval {
        if name == Skin.defaultName {
            throw Refusal(message: "'default' is the skin every other one falls back to and may not be missing (seed 000); edit its keys instead")
        }
        guard let skin = library.catalog[name] else {
            throw Refusal(message: "no skin named '\(name)' in \(skinsDirectory)")
        }
        guard case .file(let file) = skin.source else {
            throw Refusal(message: "'\(name)' is built into termskin (\(skin.origin)), not a file in \(skinsDirectory); nothing to remove")
        }
        let folder = standardized(skinsDirectory)
        let path = standardized(file)
        guard path.hasPrefix(folder + "/") else {
            throw Refusal(message: "'\(name)' comes from \(file), which is not inside \(skinsDirectory); remove it by hand")
        }
        let others = library.loadedSkins.filter { $0.name != name && $0.source == skin.source }.map(\.name)
        let relative = path.dropFirst(folder.count + 1)
        let topEntry = folder + "/" + (relative.split(separator: "/").first.map(String.init) ?? "")
        var isDirectory = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory {
            // An asset catalog is one skin: its whole folder goes.
            return SkinRemoval(skin: name, steps: [.delete(file)])
        }
        if others.isEmpty, topEntry != path, otherSkinFiles(in: topEntry, besides: path, library: library).isEmpty {
            // The only skin of an installed archive's folder: the folder goes, images and all.
            return SkinRemoval(skin: name, steps: [.delete(topEntry)])
        }
        let fileFolder = PathName.deletingLastComponent(path)
        var steps: [Step] = others.isEmpty ? [.delete(path)] : [.rewrite(path, remaining: others.sorted())]
        let companion = RoleMap.companionPath(of: path)
        if others.isEmpty, FileManager.default.fileExists(atPath: companion) { steps.append(.delete(companion)) }
        let bundle = ImageFileLocator.path("\(name).bundle", in: fileFolder)
        if FileManager.default.fileExists(atPath: bundle) { steps.append(.delete(bundle)) }
        return SkinRemoval(skin: name, steps: steps)
    }

    /// Makes the changes; the first that fails stops it and says which.
    public func apply() throws(Refusal) {
        for step in steps {
            switch step {
            case .delete(let path):
                do { try FileManager.default.removeItem(atPath: path) } catch {
                    throw Refusal(message: "cannot delete \(path): \(SystemReason.of(error))")
                }
            case .rewrite(let path, _):
                try rewrite(path)
            }
        }
    }

    /// The skin file without this skin's top-level entry, in the file's own format.
    private func rewrite(_ path: String) throws(Refusal) {
        let data: Data
        do { data = try FileReader.read(path, limit: SkinLimits.standard.maxFileBytes) } catch {
            throw Refusal(message: "cannot read \(path): \(error.reason)")
        }
        let isPropertyList = path.lowercased().hasSuffix(".plist")
        let output: Data
        do {
            if isPropertyList {
                output = try propertyListWithout(skin, data, path: path)
            } else {
                guard var top = try JSONObjectReader.object(from: data) as? [String: Any] else {
                    throw Refusal(message: "\(path): the top level is not an object of skins")
                }
                top[skin] = nil
                output = Data((try JSONObjectWriter.text(top, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) + "\n").utf8)
            }
        } catch let refusal as Refusal {
            throw refusal
        } catch let failure as JSONObjectReader.Failure {
            throw Refusal(message: "\(path) could not be written again without '\(skin)': not valid JSON: \(failure.message)")
        } catch {
            throw Refusal(message: "\(path) could not be written again without '\(skin)': \(SystemReason.of(error))")
        }
        do { try AtomicFile.write(output, to: path) } catch { throw Refusal(message: error.description) }
    }

    /// A property list skin file (XML, binary, or OpenStep, written back as XML) without the top-level
    /// entry `name`, in its own format, as `PropertyListSerialization` wrote it.
    private func propertyListWithout(_ name: String, _ data: Data, path: String) throws(Refusal) -> Data {
        func refusal(_ error: PropertyListError) -> Refusal {
            Refusal(message: "\(path) could not be written again without '\(name)': \(error.message)")
        }
        let read: (object: Any, format: PropertyListDecoder.PropertyListFormat)
        do { read = try PropertyListObjectReader.read(data) } catch { throw refusal(error) }
        guard var top = read.object as? [String: Any] else { throw Refusal(message: "\(path): the top level is not a dictionary of skins") }
        top[name] = nil
        do {
            return read.format == .binary ? try BinaryPropertyListWriter.data(top) : try XMLPropertyListWriter.data(top)
        } catch {
            throw refusal(error)
        }
    }

    /// Skin files other than `file` under `folder` (another skin file in an archive's folder).
    private static func otherSkinFiles(in folder: String, besides file: String, library: SkinLibrary) -> [String] {
        library.loadedSkins.compactMap { skin -> String? in
            guard case .file(let other) = skin.source else { return nil }
            let path = standardized(other)
            return path != file && path.hasPrefix(folder + "/") ? path : nil
        }
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
