/// A declaration of a file as the analyser's tokens give it (``CodeStructure``): at the top
/// level, in a type's body or in a block of code; comments and strings are the lexer's, never a
/// line's guess.
public struct SourceDeclaration: Sendable, Equatable {
  /// `func`, `var`, `let`, `struct`, `class`, `enum`, `actor`.
  public var keyword: String
  public var name: String
  /// A function's argument labels (`_` for none); empty for other declarations.
  public var labels: [String]
  /// Token indices: the keyword and the declaration's last token (its body's `}`).
  public var start: Int
  public var end: Int

  /// `navigationController(_:didShow:animated:)` for a function, the name otherwise.
  public var fullName: String {
    keyword == "func" ? name + "(" + labels.map { $0 + ":" }.joined() + ")" : name
  }

  static let keywords: Set<String> = ["func", "var", "let", "struct", "class", "enum", "actor"]
  /// Words that may stand before a declaration's keyword.
  static let modifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "package", "final", "static",
    "class", "override", "weak", "unowned", "lazy", "nonisolated", "mutating", "nonmutating",
    "convenience", "required", "dynamic", "optional", "indirect",
  ]

  /// Every declaration of the file, in source order.
  public static func all(in structure: CodeStructure) -> [SourceDeclaration] {
    var statements = structure.topLevelStatements()
    for index in structure.blocks.indices { statements += structure.statements(of: index) }
    return statements.compactMap { declaration(structure.outline, $0) }.sorted {
      $0.start < $1.start
    }
  }

  /// The declaration a statement is, if it is one.
  static func declaration(_ outline: SourceOutline, _ statement: ClosedRange<Int>)
    -> SourceDeclaration?
  {
    let tokens = outline.tokens
    var cursor = statement.lowerBound
    while cursor < statement.upperBound {
      let token = tokens[cursor]
      let word = outline.text(cursor)
      if token.kind == .attribute {
        cursor += 1
        // `@available(iOS 17, *)`: the attribute's arguments.
        if tokens[cursor].kind == .leftParen, outline.partner[cursor] > cursor,
          tokens[cursor].start == tokens[cursor - 1].end
        {
          cursor = outline.partner[cursor] + 1
        }
        continue
      }
      let isModifier =
        modifiers.contains(word)
        && !(word == "class" && cursor + 1 <= statement.upperBound
          && !modifiers.contains(outline.text(cursor + 1))
          && !keywords.contains(outline.text(cursor + 1)))
      guard isModifier, token.kind == .keyword || token.kind == .identifier else { break }
      // `private(set)`.
      if cursor + 1 < statement.upperBound, tokens[cursor + 1].kind == .leftParen,
        outline.partner[cursor + 1] > cursor
      {
        cursor = outline.partner[cursor + 1] + 1
      } else {
        cursor += 1
      }
    }
    // `actor` is a contextual keyword: an identifier to the lexer.
    let isActor =
      outline.text(cursor) == "actor" && cursor + 1 <= statement.upperBound
      && tokens[cursor + 1].kind == .identifier
    guard cursor < statement.upperBound, tokens[cursor].kind == .keyword || isActor,
      keywords.contains(outline.text(cursor))
    else { return nil }
    let keyword = outline.text(cursor)
    let nameToken = cursor + 1
    guard tokens[nameToken].kind == .identifier || tokens[nameToken].kind == .operator else {
      return nil
    }
    var name = outline.text(nameToken)
    if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
    var labels: [String] = []
    if keyword == "func" {
      guard
        let open = (nameToken + 1...statement.upperBound).first(where: {
          tokens[$0].kind == .leftParen || tokens[$0].kind == .leftBrace
        }), tokens[open].kind == .leftParen, outline.partner[open] > open
      else { return nil }
      labels = parameterLabels(outline, open)
    }
    return SourceDeclaration(
      keyword: keyword, name: name, labels: labels, start: cursor, end: statement.upperBound)
  }

  /// The names after a type's `:`, up to its body or `where` (`XCTestCase`, `LoginViewInput`);
  /// none for a function or property.
  public func inherited(in outline: SourceOutline) -> [String] {
    guard ["struct", "class", "enum", "actor"].contains(keyword) else { return [] }
    let tokens = outline.tokens
    var cursor = start + 2
    if cursor <= end, outline.text(cursor) == "<" {
      while cursor <= end, !outline.text(cursor).hasSuffix(">") { cursor += 1 }
      cursor += 1
    }
    guard cursor <= end, tokens[cursor].kind == .colon else { return [] }
    var names: [String] = []
    var atStart = true
    cursor += 1
    while cursor <= end, tokens[cursor].kind != .leftBrace, outline.text(cursor) != "where" {
      if tokens[cursor].kind == .comma {
        atStart = true
      } else if atStart && tokens[cursor].kind == .identifier {
        var name = outline.text(cursor)
        while cursor + 2 <= end, tokens[cursor + 1].kind == .period,
          tokens[cursor + 2].kind == .identifier
        {
          name += "." + outline.text(cursor + 2)
          cursor += 2
        }
        names.append(name)
        atStart = false
      }
      cursor += 1
    }
    return names
  }

  /// The labels of the parameter list opening at `open`: the first word of each parameter.
  private static func parameterLabels(_ outline: SourceOutline, _ open: Int) -> [String] {
    let tokens = outline.tokens
    let close = outline.partner[open]
    var labels: [String] = []
    var atStart = true
    var index = open + 1
    while index < close {
      let kind = tokens[index].kind
      if atStart && (kind == .identifier || kind == .keyword) {
        labels.append(outline.text(index))
        atStart = false
      } else if kind == .comma {
        atStart = true
      } else if [.leftParen, .leftBracket, .leftBrace].contains(kind),
        outline.partner[index] > index
      {
        index = outline.partner[index]
      }
      index += 1
    }
    return labels
  }
}
