/// Navigation steps, recognised by their signatures (`Vocabulary`, `NavigationVocabulary`).
extension DeclarationParser {
  /// A UIKit navigation call, told apart from wrappers of the same name by its first arguments
  /// (see `NavigationVocabulary`), an assignment to `rootViewController`, `viewControllers` or
  /// `selectedIndex`, a SwiftUI navigating view built or modifier applied. Declarations of such
  /// names are not calls.
  mutating func navigationCall(_ token: Token) {
    guard let entry = NavigationVocabulary.entry(token.symbol) else { return }
    if index > 0 {
      let previous = tokens[index - 1]
      if previous.kind == .keyword && previous.symbol == Keyword.func.rawValue {
        result.navigationMethods.append(Reference(owner: owner, symbol: token.symbol))
        return
      }
      if previous.kind == .keyword
        && (previous.symbol == Keyword.var.rawValue || previous.symbol == Keyword.let.rawValue)
      {
        return
      }
      if previous.kind == .keyword && Self.typeIntroducers.contains(previous.symbol) { return }
    }
    guard index + 1 < tokens.count else { return }
    let next = tokens[index + 1]
    let isCall: Bool
    switch entry.arguments {
    case .assignment:
      isCall = isOperator(next, 0x3D)
    case .animatedFirst:
      isCall = next.kind == .leftParen && isLabel(at: index + 2, Keyword.animated)
    case .unlabelled:
      isCall = next.kind == .leftParen && startsUnlabelledArgument(at: index + 2)
    case .unlabelledThenAnimated, .unlabelledThenSender:
      guard next.kind == .leftParen && startsUnlabelledArgument(at: index + 2),
        let comma = endOfFirstArgument(from: index + 2)
      else {
        isCall = false
        break
      }
      isCall = isLabel(
        at: comma + 1, entry.arguments == .unlabelledThenAnimated ? Keyword.animated : .sender)
    case .construction:
      isCall = next.kind == .leftParen || next.kind == .leftBrace
    case .modifier:
      isCall = next.kind == .leftParen && index > 0 && tokens[index - 1].kind == .period
    case .pathOperation:
      isCall = false
    }
    guard isCall else { return }
    result.navigationCalls.append(Reference(owner: owner, symbol: token.symbol, line: token.line))
    result.navigationReceivers.append(receiver(before: index))
  }

  /// Keywords after which a name is declared, not used.
  static let typeIntroducers: Set<Int32> = [
    Keyword.struct.rawValue, Keyword.class.rawValue, Keyword.enum.rawValue,
    Keyword.extension.rawValue, Keyword.protocol.rawValue, Keyword.typealias.rawValue,
  ]

  /// What the call at `position` is made on: the name before its dot (`router` in
  /// `router?.present(`, `self.router.present(`), the calling type for `present(` and
  /// `self.present(`, else unknown.
  func receiver(before position: Int) -> Int32 {
    guard position > 0, tokens[position - 1].kind == .period else {
      return NavigationReceiver.ownType
    }
    var cursor = position - 2
    if cursor >= 0 && tokens[cursor].kind == .operator && isOptionalMark(tokens[cursor]) {
      cursor -= 1
    }
    guard cursor >= 0 else { return NavigationReceiver.unknown }
    let token = tokens[cursor]
    if token.kind == .identifier { return token.symbol }
    if token.kind == .keyword && token.symbol == Keyword.`self`.rawValue {
      return NavigationReceiver.ownType
    }
    return NavigationReceiver.unknown
  }

  /// Whether `label:` starts at `position`.
  func isLabel(at position: Int, _ label: Keyword) -> Bool {
    position + 1 < tokens.count && tokens[position].kind == .identifier
      && tokens[position].symbol == label.rawValue && tokens[position + 1].kind == .colon
  }

  /// Whether an argument without a label starts at `position` (not `)`, not `name:`).
  func startsUnlabelledArgument(at position: Int) -> Bool {
    guard position < tokens.count else { return false }
    let first = tokens[position]
    if first.kind == .rightParen || first.kind == .comma { return false }
    let isWord = first.kind == .identifier || first.kind == .keyword
    return !(isWord && position + 1 < tokens.count && tokens[position + 1].kind == .colon)
  }

  /// The `,` that ends the argument starting at `start`, or nil when the call's `)` (or the end
  /// of the scan) comes first.
  func endOfFirstArgument(from start: Int) -> Int? {
    var depth = 0
    let end = min(tokens.count, start + NavigationVocabulary.argumentScanLimit)
    var cursor = start
    while cursor < end {
      switch tokens[cursor].kind {
      case .leftParen, .leftBracket, .leftBrace: depth += 1
      case .rightParen, .rightBracket, .rightBrace:
        if depth == 0 { return nil }
        depth -= 1
      case .comma where depth == 0: return cursor
      default: break
      }
      cursor += 1
    }
    return nil
  }
}
