import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads a `.storyboard` or `.xib` file into an `InterfaceFile` with Foundation's `XMLParser`.
/// Only the elements the graph needs are kept; malformed XML is a diagnostic at its
/// file:line:column, and the file then contributes nothing.
enum InterfaceFileReader {
  /// The file's contents, or the diagnostic that says why it cannot be read.
  static func read(path: String, data: Data) -> (file: InterfaceFile?, problem: Diagnostic?) {
    let delegate = Collector(path: path)
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    parser.shouldResolveExternalEntities = false
    // On Linux `parse()` can return true after an error: the error itself decides.
    let parsed = parser.parse()
    if let error = delegate.error ?? (parsed ? nil : (parser.lineNumber, parser.columnNumber)) {
      let problem = Diagnostic(
        file: path, line: max(1, error.line), column: max(1, error.column),
        message: "cannot read interface file: malformed XML")
      return (nil, problem)
    }
    return (delegate.file, nil)
  }

  /// Elements that are a view controller of a scene.
  static let controllerElements: Set<String> = [
    "viewController", "tableViewController", "collectionViewController",
    "navigationController", "tabBarController", "splitViewController", "pageViewController",
    "hostingController", "avPlayerViewController", "glkViewController",
  ]

  private final class Collector: NSObject, XMLParserDelegate {
    var file: InterfaceFile
    /// Where the first error was met.
    var error: (line: Int, column: Int)?
    /// Controllers open around the current element (a scene has one; nested ones are rare).
    private var open: [(element: String, id: String)] = []

    init(path: String) { file = InterfaceFile(path: path) }

    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if element == "document" {
        file.initialController = attributes["initialViewController"]
      } else if InterfaceFileReader.controllerElements.contains(element),
        let id = attributes["id"]
      {
        file.controllers.append(
          InterfaceFile.Controller(
            element: element, id: id, customClass: attributes["customClass"],
            storyboardIdentifier: attributes["storyboardIdentifier"], line: parser.lineNumber))
        open.append((element, id))
      } else if element == "viewControllerPlaceholder", let id = attributes["id"] {
        file.controllers.append(
          InterfaceFile.Controller(
            element: element, id: id, customClass: nil, storyboardIdentifier: nil,
            referencedStoryboard: attributes["storyboardName"],
            referencedIdentifier: attributes["referencedIdentifier"], line: parser.lineNumber))
        open.append((element, id))
      } else if element == "segue", let source = open.last?.id,
        let destination = attributes["destination"]
      {
        file.segues.append(
          InterfaceFile.Segue(
            source: source, destination: destination, kind: attributes["kind"] ?? "",
            identifier: attributes["identifier"], relationship: attributes["relationship"],
            line: parser.lineNumber))
      }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      if error == nil { error = (parser.lineNumber, parser.columnNumber) }
      parser.abortParsing()
    }

    func parser(
      _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      if open.last?.element == element { open.removeLast() }
    }
  }
}
