/// The two long parts of the text, one line a component: written as bytes, widths counted from
/// the numbers, laid out exactly as `TextTable` lays out `componentTable()`.
extension AnalysisResult {
  func componentTableText() -> String {
    let header = Self.componentHeader
    var widths = header.map(TextTable.width)
    // A folder named with a newline must not break its row (the name is the folder's path).
    let names = components.map { TextTable.oneLine($0.name) }
    for (index, component) in components.enumerated() {
      let name = TextTable.width(names[index]) + (component.isShared ? 9 : 0)
      widths[0] = max(widths[0], name)
      let numbers = Self.numbers(component)
      for column in 1...6 {
        widths[column] = max(widths[column], TextBuffer.width(of: numbers[column - 1]))
      }
      widths[7] = max(widths[7], TextBuffer.width(ratio: component.instability))
      widths[8] = max(widths[8], TextBuffer.width(ratio: component.abstractness))
      widths[9] = max(widths[9], TextBuffer.width(ratio: component.distance))
    }
    var out = TextBuffer(capacity: (widths.reduce(0, +) + 60) * (components.count + 1))
    for (column, title) in header.enumerated() {
      if column > 0 { out.append("  " as StaticString) }
      let padding = widths[column] - TextTable.width(title)
      if column == 0 {
        out.append(title)
        out.spaces(padding)
      } else if column == 10 {
        out.append(title)
      } else {
        out.spaces(padding)
        out.append(title)
      }
    }
    out.append("\n" as StaticString)
    for (index, component) in components.enumerated() {
      out.append(names[index])
      if component.isShared { out.append(" [shared]" as StaticString) }
      out.spaces(widths[0] - TextTable.width(names[index]) - (component.isShared ? 9 : 0))
      let numbers = Self.numbers(component)
      for column in 1...6 {
        out.append("  " as StaticString)
        out.spaces(widths[column] - TextBuffer.width(of: numbers[column - 1]))
        out.append(numbers[column - 1])
      }
      for (column, ratio) in [
        (7, component.instability), (8, component.abstractness), (9, component.distance),
      ] {
        out.append("  " as StaticString)
        out.spaces(widths[column] - TextBuffer.width(ratio: ratio))
        out.append(ratio: ratio)
      }
      out.append("  " as StaticString)
      out.appendRoles(component.roleCounts)
      out.append("\n" as StaticString)
    }
    return out.text
  }

  /// Files, lines, types, protocols, Ca and Ce.
  private static func numbers(_ component: ComponentMetrics) -> [Int] {
    [
      component.files.count, component.codeLines, component.types, component.protocols,
      component.ca, component.ce,
    ]
  }

  /// `  Component: N - Screen (through A, B); …` for each screen component.
  func screenLines() -> String {
    var out = TextBuffer(capacity: 64 * screensKnown.count)
    for knowledge in screensKnown {
      out.append("  " as StaticString)
      out.append(knowledge.component)
      out.append(": " as StaticString)
      out.append(knowledge.count)
      for (index, known) in knowledge.known.enumerated() {
        out.append(index == 0 ? " - " as StaticString : "; " as StaticString)
        out.append(known.screen)
        out.append(" (through " as StaticString)
        for (offset, name) in known.through.enumerated() {
          if offset > 0 { out.append(", " as StaticString) }
          out.append(name)
        }
        out.append(")" as StaticString)
      }
      out.append("\n" as StaticString)
    }
    return out.text
  }
}
