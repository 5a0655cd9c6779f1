import Foundation
import Testing

/// `record NAME.gif` … `stop` and `shot --format png` as a user runs them, the files read back by
/// Pillow (a real decoder): each frame of a recording is the PNG shot of its step.
@Suite(.serialized)
struct RecordingTests {
    let cli = CommandLineTests()

    /// Three skin switches, a PNG shot at each step, recorded as `switch.EXT`.
    static func script(_ file: String) -> String {
        """
        size 60x18
        record \(file)
        shot step0 png
        key s
        shot step1 png
        key s
        shot step2 png
        key s
        shot step3 png
        stop
        """
    }

    /// Prints the frame count, then per frame: whether its screen equals step N's PNG, the colors
    /// of its caption bar, and the frame's size.
    static let reader = """
        import sys
        from PIL import Image, ImageChops
        folder, name = sys.argv[1], sys.argv[2]
        movie = Image.open(folder + "/" + name)
        print(movie.n_frames)
        for i in range(movie.n_frames):
            movie.seek(i)
            frame = movie.convert("RGB")
            shot = Image.open("%s/step%d.png" % (folder, i)).convert("RGB")
            screen = frame.crop((0, 0) + shot.size)
            same = ImageChops.difference(screen, shot).getbbox() is None
            caption = frame.crop((0, shot.size[1], frame.size[0], frame.size[1]))
            print("%s %d %dx%d" % ("same" if same else "differs", len(caption.getcolors(1 << 20)), frame.size[0], frame.size[1]))
        """

    @Test(
        .enabled(if: PythonTool.hasModule("PIL"), "python3 with Pillow is needed (.ci/run installs it)"),
        arguments: ["switch.gif", "switch.apng"])
    func eachFrameOfARecordingIsTheShotOfItsStep(file: String) throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("switch.script")
        try Self.script(file).write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let run = cli.termskin(["shot", "--skins-dir", PackagePaths.skins, "--script", script.path, "--out-dir", out.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty, "no frame needed more than 256 colors: \(run.error)")
        let read = PythonTool.run(Self.reader, arguments: [out.path, file])
        #expect(read.status == 0, "\(read.error)")
        let lines = read.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "4", "the first frame and one per skin switch: \(read.output)")
        for (step, line) in lines.dropFirst().enumerated() {
            let words = line.split(separator: " ")
            #expect(words.first == "same", "frame \(step) is step\(step).png: \(line)")
            #expect(words.count == 3 && words[2] == "600x\(19 * 19)", "60x18 cells and a caption row of 10x19 px cells: \(line)")
            // The first frame's caption is empty (one color); the others show the key `s` in a key cap.
            if step > 0, let colors = Int(words[1]) { #expect(colors > 2, "frame \(step)'s caption names the key: \(line)") }
        }
        // Deterministic: the same script writes the same bytes.
        let again = folder.appendingPathComponent("again")
        #expect(cli.termskin(["shot", "--skins-dir", PackagePaths.skins, "--script", script.path, "--out-dir", again.path]).status == 0)
        for name in [file, "step0.png", "step3.png"] {
            let first = try Data(contentsOf: out.appendingPathComponent(name))
            let second = try Data(contentsOf: again.appendingPathComponent(name))
            #expect(first == second, "\(name) is the same bytes on a second run")
        }
    }

    @Test func aMissingFontIsSaidWithWhatToInstall() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A fontconfig configuration with no font folders: no font can be found.
        let config = folder.appendingPathComponent("fonts.conf")
        try "<?xml version=\"1.0\"?>\n<fontconfig><cachedir>\(folder.path)/cache</cachedir></fontconfig>\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let png = folder.appendingPathComponent("x.png")
        let run = cli.termskin(["shot", "--format", "png", "--out", png.path], environment: ["FONTCONFIG_FILE": config.path])
        #expect(run.status == 2)
        #expect(run.error.contains("no monospace font") && run.error.contains("fonts-dejavu-core"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: png.path))
        let text = cli.termskin(["shot", "--format", "txt"], environment: ["FONTCONFIG_FILE": config.path])
        #expect(text.status == 0, "text shots need no font")
    }

    @Test func scriptMistakesAboutRecordingsAreSaidAtTheirLine() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("bad.script")
        try "record a.gif\nrecord b.gif\nstop\nstop\nrecord c.mp4\nrecord d.gif 0s\nresize 40x10\nrecord e.gif\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let run = cli.termskin(["shot", "--script", script.path, "--out-dir", folder.appendingPathComponent("out").path])
        #expect(run.status == 2)
        for expected in [
            ":2: a recording is already running (line 1)", ":4: \"stop\" without a recording", ":5: bad recording file \"c.mp4\"",
            ":6: bad frame time \"0s\"", ":8: the recording is never stopped",
        ] {
            #expect(run.error.contains(expected), "\(expected) in \(run.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        try "size 40x10\nrecord a.gif\nresize 50x10\nstop\n".write(to: script, atomically: true, encoding: .utf8)
        let resized = cli.termskin(["shot", "--script", script.path, "--out-dir", folder.appendingPathComponent("out").path])
        #expect(resized.status == 2 && resized.error.contains(":3: the screen cannot change size while recording"), "\(resized.error)")
    }
}
