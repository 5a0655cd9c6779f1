import Glibc
import SkinUI

@testable import SkinCurses

/// A `CursesScreen` writing to a temporary file and reading from a given input (default: nothing).
final class ScreenFixture {
    let output: UnsafeMutablePointer<FILE>
    let input: UnsafeMutablePointer<FILE>
    let screen: CursesScreen

    init(_ terminalType: String, size: Size, environment: [String: String] = [:], input bytes: [UInt8] = []) throws {
        guard let output = tmpfile(), let input = tmpfile() else { throw FixtureError.noTemporaryFile }
        self.output = output
        self.input = input
        if !bytes.isEmpty {
            _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, input) }
            fflush(input)
            rewind(input)
        }
        do {
            screen = try CursesScreen(
                terminalType: terminalType, output: output, input: input, size: size,
                environment: environment)
        } catch {
            fclose(output)
            fclose(input)
            throw error
        }
    }

    deinit {
        screen.close()
        fclose(output)
        fclose(input)
    }

    /// Everything ncurses wrote so far.
    var writtenText: String {
        fflush(output)
        let end = ftell(output)
        guard end > 0 else { return "" }
        var bytes = [UInt8](repeating: 0, count: end)
        let position = ftell(output)
        rewind(output)
        let count = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, output) }
        fseek(output, position, SEEK_SET)
        return String(decoding: bytes.prefix(count), as: UTF8.self)
    }

    enum FixtureError: Error { case noTemporaryFile }
}
