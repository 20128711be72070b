/// Valid-looking Swift in the shapes that once crashed the analyser or made it superlinear
/// (issue #29), sized by the generator: inheritance chains declared child first and parent
/// first, inheritance cycles, protocol conformance chains, types nested in extensions of
/// each other, chains of calls ending in a navigation, and screens that repeat nested names.
/// Mutation then bends them like any other input.
enum HostileSwiftShapes {
  /// How many declarations a shape holds at most: about 2 MB of Swift, in the input bound.
  static let largest = 80_000

  static func make(using random: inout SeededGenerator) -> String {
    let count =
      random.oneIn(3)
      ? Int.random(in: 10_000...largest, using: &random)
      : Int.random(in: 1...2_000, using: &random)
    switch Int.random(in: 0..<7, using: &random) {
    case 0: return chain(count, childFirst: true)
    case 1: return chain(count, childFirst: false)
    case 2: return cycle(count)
    case 3: return conformanceChain(count)
    case 4: return extensionNesting(count)
    case 5: return callChain(count)
    default: return repeatedNestedNames(count)
    }
  }

  /// `class C0: C1 {}` … `class Cn: UIViewController {}` (or the reverse order), and a
  /// screen that pushes `C0`.
  static func chain(_ count: Int, childFirst: Bool) -> String {
    var lines = [
      "final class Start: UIViewController {",
      "  func open() { navigationController?.pushViewController(C0(), animated: true) }", "}",
    ]
    var classes = (0..<count).map { "class C\($0): C\($0 + 1) {}" }
    classes.append("class C\(count): UIViewController {}")
    lines += childFirst ? classes : classes.reversed()
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every class inherits from the next, the last from the first.
  static func cycle(_ count: Int) -> String {
    (0..<count).map { "class C\($0): C\(($0 + 1) % count) {}\n" }.joined()
      + "final class S: UIViewController { func f() { present(C0(), animated: true) } }\n"
  }

  /// `protocol P0: P1 {}` … `protocol Pn: View {}`, and a struct conforming to `P0`.
  static func conformanceChain(_ count: Int) -> String {
    (0..<count).map { "protocol P\($0): P\($0 + 1) {}\n" }.joined()
      + "protocol P\(count): View {}\nstruct V: P0 { var body: some View { Text(\"v\") } }\n"
  }

  /// `extension T0 { struct T1 {} }`, `extension T0.T1 { struct T2 {} }`, …: nesting as deep
  /// as the declarations, written flat.
  static func extensionNesting(_ count: Int) -> String {
    var text = "struct T0 {}\n"
    var path = "T0"
    for index in 1...max(1, count) {
      text += "extension \(path) { struct T\(index) {} }\n"
      path += ".T\(index)"
      // A path's text grows with its depth: restart it now and then so the input stays
      // linear in the count (the nesting through extensions of extensions goes on).
      if path.utf8.count > 2_000 { path = "T\(index)" }
    }
    return text
  }

  /// `func f0() { f1() }` … in a screen, the last pushing another screen: a call chain for
  /// the trigger and value analysis to follow.
  static func callChain(_ count: Int) -> String {
    var text = "final class Next: UIViewController {}\nfinal class S: UIViewController {\n"
    for index in 0..<count { text += "  func f\(index)() { f\(index + 1)() }\n" }
    text +=
      "  func f\(count)() { navigationController?.pushViewController(Next(), animated: true) }\n}\n"
    return text
  }

  /// Screens that each nest `Cell`, `Header: Cell` and a `Detail` screen they push.
  static func repeatedNestedNames(_ count: Int) -> String {
    (0..<count).map { index in
      """
      final class S\(index): UIViewController {
        class Cell: UITableViewCell {}
        final class Header: Cell {}
        class Detail: UIViewController {}
        func open() { navigationController?.pushViewController(Detail(), animated: true) }
      }

      """
    }.joined()
  }
}
