/// Makes hostile text out of good text: tokens of the language put where they do not belong,
/// ranges cut, repeated or nested thousands deep, lines spliced from other inputs, and the
/// characters parsers trip on (control codes, line and paragraph separators, byte-order marks,
/// bidirectional overrides, combining marks, non-characters).
struct InputMutator {
  /// Words of the language under test.
  let dictionary: [String]
  /// Brackets of the language, for nesting a range deeply.
  let pairs: [(open: String, close: String)]
  /// Inputs are cut to this many scalars.
  let maxSize: Int

  static let oddScalars: [Unicode.Scalar] = [
    "\u{0}", "\u{1}", "\u{7}", "\u{8}", "\t", "\n", "\u{B}", "\u{C}", "\r", "\u{1B}", "\u{7F}",
    "\u{85}", "\u{9B}", "\u{A0}", "\u{301}", "\u{200B}", "\u{200D}", "\u{2028}", "\u{2029}",
    "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{1F600}",
    "\u{10FFFF}", "é", "ß", "中", "\"", "\\", "#", "@", "(", ")", "[", "]", "{", "}", ":", ",",
    "*", ">", "^", "-", "/", "`", "$", "0", "9", " ",
  ]

  func make(from corpus: [String], using random: inout SeededGenerator) -> String {
    var scalars: [Unicode.Scalar]
    if corpus.isEmpty || random.oneIn(10) {
      let length = Int.random(in: 0...min(maxSize, 2_000), using: &random)
      scalars = (0..<length).map { _ in randomScalar(&random) }
    } else {
      scalars = Array(random.pick(corpus).unicodeScalars)
    }
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      mutate(&scalars, corpus: corpus, using: &random)
      if scalars.count > maxSize { scalars.removeLast(scalars.count - maxSize) }
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

  private func mutate(
    _ scalars: inout [Unicode.Scalar], corpus: [String], using random: inout SeededGenerator
  ) {
    let position = Int.random(in: 0...scalars.count, using: &random)
    let end = Int.random(in: position...min(scalars.count, position + 200), using: &random)
    switch Int.random(in: 0..<9, using: &random) {
    case 0:
      let word = random.pick(dictionary)
      scalars.insert(
        contentsOf: (random.oneIn(3) ? " " + word + " " : word).unicodeScalars, at: position)
    case 1:
      scalars.removeSubrange(position..<end)
    case 2:
      let times = random.oneIn(4) ? Int.random(in: 2...5_000, using: &random) : 2
      let piece = Array(scalars[position..<end])
      let copies = Array(repeatElement(piece, count: times).joined().prefix(maxSize))
      scalars.insert(contentsOf: copies, at: end)
    case 3:
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let at = Int.random(in: 0...scalars.count, using: &random)
        scalars.insert(random.pick(Self.oddScalars), at: at)
      }
    case 4:
      guard !corpus.isEmpty else { return }
      let lines = random.pick(corpus).split(separator: "\n", omittingEmptySubsequences: false)
      let line = lines.isEmpty ? "" : lines[Int.random(in: 0..<lines.count, using: &random)]
      scalars.insert(contentsOf: (line + "\n").unicodeScalars, at: position)
    case 5:
      guard let pair = pairs.isEmpty ? nil : random.pick(pairs) else { return }
      // Now and then deep enough to overflow a recursive descent's stack.
      let depth =
        random.oneIn(20)
        ? Int.random(in: 5_000...40_000, using: &random)
        : random.oneIn(3) ? Int.random(in: 100...5_000, using: &random) : 3
      let open = Array(String(repeating: pair.open, count: depth).unicodeScalars)
      let close =
        random.oneIn(4) ? [] : Array(String(repeating: pair.close, count: depth).unicodeScalars)
      scalars.insert(contentsOf: close, at: end)
      scalars.insert(contentsOf: open, at: position)
    case 6:
      scalars.removeSubrange(position...)
    case 7:
      if position < end { scalars[position] = randomScalar(&random) }
    default:
      let digits = random.pick(["0", "-1", "99999999999999999999", "3", "1e9", ""])
      scalars.insert(contentsOf: digits.unicodeScalars, at: position)
    }
  }

  private func randomScalar(_ random: inout SeededGenerator) -> Unicode.Scalar {
    if random.oneIn(2) { return random.pick(Self.oddScalars) }
    if random.oneIn(2) { return Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)) }
    while true {
      if let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &random)) {
        return scalar
      }
    }
  }
}
