import Dispatch
import Foundation

/// Every rendering a command asks for, made at once: the JSON on another core while the
/// Markdown and the text are made on this one.
extension AnalysisResult {
  public struct Renderings: Sendable {
    public var json: Data?
    public var markdown: String?
    public var text: String
  }

  public func renderings(json: Bool, markdown: Bool) -> Renderings {
    guard json else {
      return Renderings(json: nil, markdown: markdown ? renderMarkdown() : nil, text: renderText())
    }
    let box = JSONBox()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { [self] in box.data = jsonBytes() }
    let markdownText = markdown ? renderMarkdown() : nil
    let text = renderText()
    group.wait()
    return Renderings(json: box.data, markdown: markdownText, text: text)
  }

  /// Where the other thread leaves the JSON; read only after it is done (`group.wait()`).
  private final class JSONBox: @unchecked Sendable {
    var data: Data?
  }
}
