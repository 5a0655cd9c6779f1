/// Composes the one document of a YAML text into `YAMLNode`s from libyaml's events, as Yams'
/// `compose` did: nil for a text of no document (empty, or comments only), an explicit empty
/// document (`---`) an empty scalar, an alias the node of its anchor (an anchor is defined once its
/// node is complete, so a node cannot hold itself), and an error for a second document.
///
/// Collections are composed with a stack of the open ones, not by recursion, so no nesting runs
/// off the call stack (`YAMLText` refuses deep nesting before, with its own message).
enum YAMLComposer {
    /// The document of `text`, or nil when it has none.
    static func compose(_ text: String) throws(YAMLSyntaxError) -> YAMLNode? {
        let parser = YAMLEventParser(text)
        _ = try parser.next()  // the stream's start
        guard case .documentStart = try parser.next() else { return nil }  // the stream's end
        let root = try node(startingWith: try parser.next(), from: parser)
        _ = try parser.next()  // the document's end
        if case .documentStart(let line) = try parser.next() {
            throw YAMLSyntaxError(problem: "expected a single document in the stream but found another document", line: line)
        }
        return root
    }

    /// A collection being composed: its children so far (a mapping's keys and values in turn).
    private struct OpenCollection {
        let isMapping: Bool
        let anchor: String?
        let line: Int
        var children: [YAMLNode] = []

        var node: YAMLNode {
            guard isMapping else { return YAMLNode(content: .sequence(children), line: line) }
            let pairs = stride(from: 0, to: children.count - 1, by: 2).map { (key: children[$0], value: children[$0 + 1]) }
            return YAMLNode(content: .mapping(YAMLMapping(pairs: pairs)), line: line)
        }
    }

    /// The node whose first event is `first`, read to its end.
    private static func node(startingWith first: YAMLEvent, from parser: YAMLEventParser) throws(YAMLSyntaxError) -> YAMLNode {
        var anchors: [String: YAMLNode] = [:]
        var open: [OpenCollection] = []
        var event = first
        while true {
            let complete: YAMLNode
            switch event {
            case .scalar(let text, let anchor, let line):
                complete = YAMLNode(content: .scalar(text), line: line)
                if let anchor { anchors[anchor] = complete }
            case .alias(let anchor, let line):
                guard let named = anchors[anchor] else { throw YAMLSyntaxError(problem: "found undefined alias", line: line) }
                complete = named
            case .sequenceStart(let anchor, let line):
                open.append(OpenCollection(isMapping: false, anchor: anchor, line: line))
                event = try parser.next()
                continue
            case .mappingStart(let anchor, let line):
                open.append(OpenCollection(isMapping: true, anchor: anchor, line: line))
                event = try parser.next()
                continue
            case .sequenceEnd, .mappingEnd:
                guard let collection = open.popLast() else { throw unexpected(event) }
                complete = collection.node
                if let anchor = collection.anchor { anchors[anchor] = complete }
            case .streamStart, .streamEnd, .documentStart, .documentEnd:
                throw unexpected(event)
            }
            guard !open.isEmpty else { return complete }
            open[open.count - 1].children.append(complete)
            event = try parser.next()
        }
    }

    /// An event libyaml's grammar does not put inside a document (never expected).
    private static func unexpected(_ event: YAMLEvent) -> YAMLSyntaxError {
        YAMLSyntaxError(problem: "unexpected \(event) inside a document", line: nil)
    }
}
