import Glibc
import SkinKit
import SkinUI
import Testing

@testable import SkinCurses

extension NcursesSuite {
    /// A frame goes out in buffer-sized writes, not one or more per row (ncurses 6.4 flushes in its
    /// cursor motion until a screen has been resumed once; `CursesScreen` does that when it opens).
    @Suite struct CursesScreenWriteCountTests {
        /// Every `write` on a sequenced-packet socket arrives as one packet, so packets count writes.
        @Test func aFrameWithManyCursorMovesIsWrittenInAFewWrites() throws {
            var sockets: [Int32] = [0, 0]
            guard socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &sockets) == 0,
                let output = fdopen(sockets[0], "w"), let input = tmpfile()
            else {
                Issue.record("no socket pair")
                return
            }
            defer {
                fclose(output)
                fclose(input)
                close(sockets[1])
            }
            let size = Size(width: 80, height: 24)
            let screen = try CursesScreen(terminalType: "xterm-256color", output: output, input: input, size: size)
            defer { screen.close() }
            var canvas = Canvas(width: size.width, height: size.height)
            screen.present(canvas)
            _ = packets(on: sockets[1])
            // Every row with every fourth cell changed: 480 separate runs, each needing a cursor move.
            for y in 0..<size.height {
                for x in stride(from: 0, to: size.width, by: 4) {
                    canvas[x, y] = Cell(character: "x", foreground: .white, background: RGBColor(hex: 0x204080))
                }
            }
            screen.present(canvas)
            let (count, bytes) = packets(on: sockets[1])
            #expect(bytes > 480, "the changes were written")
            // ncurses' buffer holds (rows + 2) × (columns + 6) bytes of the terminfo size (24×80 here):
            // flushed only when full, that is a handful of writes, where flushing on moves took one
            // or more per row.
            #expect(count <= bytes / 2_000 + 2, "\(count) writes for \(bytes) bytes")
        }

        /// Packets waiting on `socket` and their bytes, without blocking.
        private func packets(on socket: Int32) -> (count: Int, bytes: Int) {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var count = 0
            var bytes = 0
            while true {
                let received = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                guard received > 0 else { return (count, bytes) }
                count += 1
                bytes += received
            }
        }
    }
}
