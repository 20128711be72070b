/// Decides roles, in this order:
/// 1. the name's suffix, by the user's rules (in the order given) then the default rules
///    (longest suffix first); a protocol-style ending (`Protocol`, `Delegate`, `Input`, …) is
///    dropped and the rest tried again, so `LoginViewOutput` is a View;
/// 2. inheriting from a UIKit or SwiftUI view class or protocol makes a View (a SwiftUI
///    preview too); conforming to an app's entry-point protocol (`UIApplicationDelegate`,
///    SwiftUI's `App`) makes a Builder: the composition root;
/// 3. otherwise the role of the first inherited or conformed-to type of the tree that has one;
///    a protocol still without one gets the role its conformers share, when they all have the
///    same one (`Routerable` adopted only by routers);
/// 4. a struct or enum conforming to `Codable`, `Equatable`, `Hashable` or `Identifiable` is an
///    Entity;
/// 5. anything else is Other.
struct RoleClassifier {
  let rules: [RoleRule]

  /// `Vocabulary`'s role suffixes, longest first.
  static let defaultRules: [RoleRule] = Vocabulary.roleSuffixes.map {
    RoleRule(suffix: $0.suffix, role: $0.role)
  }.sorted {
    $0.suffix.count != $1.suffix.count ? $0.suffix.count > $1.suffix.count : $0.suffix < $1.suffix
  }

  /// The default rules alone, built once: for roles by name outside an analysis.
  static let byName = RoleClassifier(overrides: [])

  /// Endings that name a protocol's position rather than its role.
  static let protocolEndings = Vocabulary.protocolEndings

  /// Framework supertypes that make a View: every screen base and view base.
  static let viewSupertypes = Vocabulary.viewSupertypes

  /// Framework protocols of an app's entry points, where its objects are composed: a Builder.
  static let entryConformances = Vocabulary.entryPoints.filter { !$0.hasPrefix("@") }

  static let entityConformances = Vocabulary.entityConformances

  /// The rules' suffixes and the protocol endings as bytes: names are matched by bytes, which
  /// is many times faster than `String.hasSuffix` on large trees.
  private let ruleSuffixes: [[UInt8]]
  /// The rules (indices, in order) by their suffix's last byte: a name is tried only against
  /// the rules that can match its last byte.
  private let rulesByLastByte: [[Int]]
  private let endingBytes: [[UInt8]] = Self.protocolEndings.map { Array($0.utf8) }

  init(overrides: [RoleRule]) {
    rules = overrides + Self.defaultRules
    ruleSuffixes = rules.map { Array($0.suffix.utf8) }
    var byLastByte = [[Int]](repeating: [], count: 256)
    for (index, suffix) in ruleSuffixes.enumerated() {
      if let last = suffix.last { byLastByte[Int(last)].append(index) }
    }
    rulesByLastByte = byLastByte
  }

  /// The role from the name alone, or nil.
  func roleByName(_ name: String) -> Role? {
    if let role = name.utf8.withContiguousStorageIfAvailable({ roleByName(bytes: $0) }) {
      return role
    }
    return Array(name.utf8).withUnsafeBufferPointer { roleByName(bytes: $0) }
  }

  private func roleByName(bytes: UnsafeBufferPointer<UInt8>) -> Role? {
    var length = bytes.count
    for _ in 0..<3 {
      guard length > 0 else { return nil }
      if let rule = rulesByLastByte[Int(bytes[length - 1])].first(where: {
        Self.hasSuffix(bytes, length, ruleSuffixes[$0])
      }) {
        return rules[rule].role
      }
      // A long role word with one inner letter missing (`Cordinator`, `Controler`) is that
      // word misspelt; the first and last letters must be there (`ViewMode` is no view model).
      if let rule = rulesByLastByte[Int(bytes[length - 1])].first(where: {
        ruleSuffixes[$0].count >= 8
          && Self.hasSuffixMissingOneLetter(bytes, length, ruleSuffixes[$0])
      }) {
        return rules[rule].role
      }
      guard
        let ending = endingBytes.first(where: {
          length > $0.count && Self.hasSuffix(bytes, length, $0)
        })
      else { return nil }
      length -= ending.count
    }
    return nil
  }

  /// Whether `bytes[..<length]` ends with `suffix`.
  @inline(__always)
  static func hasSuffix<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, _ length: Int, _ suffix: [UInt8]
  ) -> Bool where Bytes.Index == Int {
    guard length >= suffix.count else { return false }
    let start = length - suffix.count
    for index in 0..<suffix.count where bytes[start + index] != suffix[index] { return false }
    return true
  }

  /// Whether `bytes[..<length]` ends with `suffix` less one of its inner letters.
  static func hasSuffixMissingOneLetter(
    _ bytes: UnsafeBufferPointer<UInt8>, _ length: Int, _ suffix: [UInt8]
  ) -> Bool {
    let count = suffix.count - 1
    guard length >= count else { return false }
    let start = length - count
    var skipped = false
    var index = 0
    while index < count {
      let expected = suffix[skipped ? index + 1 : index]
      if bytes[start + index] == expected {
        index += 1
      } else if !skipped && index > 0 {
        skipped = true
      } else {
        return false
      }
    }
    // Nothing skipped means the name ends with the suffix's first `count` letters: its last
    // letter is what is missing, which does not count.
    return skipped
  }

  /// Steps 2 and 4, which need no other type of the tree.
  func roleByConformance(kind: DeclarationKind, inherits: [String]) -> Role? {
    if inherits.contains(where: Self.viewSupertypes.contains) { return .view }
    if inherits.contains(where: Self.entryConformances.contains) { return .builder }
    if kind == .struct || kind == .enum,
      inherits.contains(where: Self.entityConformances.contains)
    {
      return .entity
    }
    return nil
  }

  /// The mapping as printed in the output.
  var description: [String] {
    let overrides = rules.count - Self.defaultRules.count
    var lines = rules.prefix(overrides).map {
      "name ends with \($0.suffix) → \($0.role.rawValue) (given)"
    }
    for role in Role.allCases {
      let suffixes = Self.defaultRules.filter { $0.role == role }.map(\.suffix)
      if !suffixes.isEmpty {
        lines.append("name ends with \(suffixes.joined(separator: ", ")) → \(role.rawValue)")
      }
    }
    lines.append("(longest matching ending wins; given rules first)")
    lines.append(
      "a protocol-style ending (\(Self.protocolEndings.joined(separator: ", "))) is dropped "
        + "before matching")
    lines.append("inherits a UIKit/SwiftUI view type (UIViewController, UIView, View, …) → View")
    lines.append(
      "a long role ending with one inner letter missing (Cordinator, Controler) → that role")
    lines.append(
      "conforms to UIApplicationDelegate, UIWindowSceneDelegate or SwiftUI's App → Builder")
    lines.append("otherwise the role of its first supertype or protocol in the tree")
    lines.append("a protocol still without one: the role all its conformers share")
    lines.append(
      "struct or enum conforming to Codable, Equatable, Hashable or Identifiable → Entity")
    lines.append("anything else → Other")
    return lines
  }
}
