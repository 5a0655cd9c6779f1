import Foundation
import SkinImageCodec

/// A test HTTP server on 127.0.0.1 (Python's http.server, started by the test): `/icon.png`
/// after a short delay, `/missing.png` → 404, `/slow.png` answers after 6 s, `/huge.png` streams
/// 50 MB without a length, `/redirect-same.png` redirects to `/icon.png` and `/redirect-other.png`
/// to `/icon.png` on `localhost` (another host name for the same server). Stopped when freed.
final class ImageServer {
    let port: Int
    private let pid: pid_t
    private let folder: URL

    static let script = """
        import http.server, socketserver, sys, time
        PNG = open(sys.argv[1], 'rb').read()
        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = 'HTTP/1.0'
            def log_message(self, *args): pass
            def do_GET(self):
                if self.path == '/icon.png':
                    time.sleep(0.8)
                    self.send_response(200); self.send_header('Content-Type', 'image/png')
                    self.send_header('Content-Length', str(len(PNG))); self.end_headers(); self.wfile.write(PNG)
                elif self.path == '/slow.png':
                    time.sleep(6)
                    self.send_response(200); self.end_headers(); self.wfile.write(PNG)
                elif self.path == '/huge.png':
                    self.send_response(200); self.send_header('Content-Type', 'image/png'); self.end_headers()
                    try:
                        for _ in range(50): self.wfile.write(b'\\0' * (1024 * 1024))
                    except Exception: pass
                elif self.path == '/redirect-same.png':
                    self.send_response(302); self.send_header('Location', '/icon.png'); self.end_headers()
                elif self.path == '/redirect-other.png':
                    port = self.server.server_address[1]
                    self.send_response(302); self.send_header('Location', 'http://localhost:%d/icon.png' % port); self.end_headers()
                else:
                    self.send_error(404)
        class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True
        server = Server(('127.0.0.1', 0), Handler)
        open(sys.argv[2], 'w').write(str(server.server_address[1]))
        server.serve_forever()
        """

    /// Starts the server serving `png`; nil when python3 is missing or it did not come up.
    init?(png: [UInt8]) {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-server-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("server.py")
        let image = folder.appendingPathComponent("icon.png")
        let portFile = folder.appendingPathComponent("port")
        guard (try? Self.script.write(to: script, atomically: true, encoding: .utf8)) != nil,
            (try? Data(png).write(to: image)) != nil,
            let spawned = LiveSkinTests.spawn(["/usr/bin/env", "python3", script.path, image.path, portFile.path])
        else { return nil }
        pid = spawned
        let deadline = Date().addingTimeInterval(5)
        var found: Int?
        while found == nil && Date() < deadline {
            found = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0) }
            if found == nil { usleep(20_000) }
        }
        guard let found else {
            kill(spawned, SIGKILL)
            return nil
        }
        port = found
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }

    func stop() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
