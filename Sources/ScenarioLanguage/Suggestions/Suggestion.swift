/// "Did you mean …?": the candidate closest to what was written, when one is close enough.
public enum Suggestion {
  /// The nearest candidate, compared without regard to case, or nil when none is close.
  ///
  /// Close means an edit distance of at most 1 for a candidate of up to 3 characters, else at
  /// most 2 or a third of the candidate's length, and less than the length of what was written.
  /// A word that equals (or is close to) one part of a multi-part candidate also suggests it:
  /// `expire` → `expire-session`, `screen` → `expect screen`. Ties go to the earlier candidate.
  public static func nearest(to written: String, in candidates: [String]) -> String? {
    let input = written.lowercased()
    guard !input.isEmpty else { return nil }
    var best: (score: Int, candidate: String)?
    for candidate in candidates {
      guard let score = score(of: input, against: candidate.lowercased()) else { continue }
      if best == nil || score < best!.score { best = (score, candidate) }
    }
    return best?.candidate
  }

  /// Twice the distance, plus one when only a part matched, so that whole matches win ties.
  private static func score(of input: String, against candidate: String) -> Int? {
    var best: Int?
    if let whole = closeDistance(input, candidate) { best = whole * 2 }
    for part in parts(of: candidate) {
      if let distance = closeDistance(input, part) {
        best = min(best ?? Int.max, distance * 2 + 1)
      }
    }
    return best
  }

  /// The distance when it is close enough, else nil. The distance is at least the difference
  /// in length, so a word far longer than the candidate (a pasted line, say) is turned down
  /// without comparing it character by character.
  private static func closeDistance(_ input: String, _ candidate: String) -> Int? {
    let limit = candidate.count <= 3 ? 1 : max(2, candidate.count / 3)
    let lengthDifference = abs(input.utf8.count - candidate.utf8.count)
    // UTF-8 lengths bound the character lengths within a factor of 4.
    guard lengthDifference <= 4 * (limit + candidate.count) else { return nil }
    let distance = EditDistance.between(input, candidate)
    if distance == 0 { return 0 }
    return distance <= limit && distance < input.count ? distance : nil
  }

  /// The words of `expect no-leaks` and their hyphenated pieces, of 3 characters or more.
  private static func parts(of candidate: String) -> [String] {
    let words = candidate.split(separator: " ").map(String.init)
    let pieces = words.flatMap { $0.split(separator: "-").map(String.init) }
    let all = (words + pieces).filter { $0.count >= 3 && $0 != candidate }
    return Array(Set(all)).sorted()
  }
}
