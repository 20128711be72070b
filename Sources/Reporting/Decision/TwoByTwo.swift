import Harness

/// One figure in the four cells of the design: rows VIPER screens / MVVM screens, columns
/// wireframes / coordinators. `a` VIPER, `b` VIPER+C, `c` MVVM+W, `d` MVVM+C; nil where the
/// run does not hold the variant.
struct TwoByTwo: Equatable {
  var a: Int?
  var b: Int?
  var c: Int?
  var d: Int?

  /// The variants in cell order a, b, c, d.
  static let cells: [AppVariant] = [.viper, .viperCoordinator, .mvvmWireframe, .coordinator]

  init(_ value: (String) -> Int?) {
    let values = Self.cells.map { value($0.name) }
    (a, b, c, d) = (values[0], values[1], values[2], values[3])
  }

  static func difference(_ to: Int?, _ from: Int?) -> Int? {
    guard let to, let from else { return nil }
    return to - from
  }

  /// Coordinators − wireframes with VIPER screens, and with MVVM screens.
  var navigationWithVIPER: Int? { Self.difference(b, a) }
  var navigationWithMVVM: Int? { Self.difference(d, c) }
  /// MVVM − VIPER screens with wireframes, and with coordinators.
  var screensWithWireframes: Int? { Self.difference(c, a) }
  var screensWithCoordinators: Int? { Self.difference(d, b) }
  /// (d − c) − (b − a): how much the navigation effect depends on the screen pattern.
  var interaction: Int? { Self.difference(navigationWithMVVM, navigationWithVIPER) }

  /// The mean of the two simple effects.
  static func mainEffect(_ first: Int?, _ second: Int?) -> String {
    guard let first, let second else { return "–" }
    let sum = first + second
    return sum % 2 == 0 ? Format.delta(sum / 2) : Format.delta(Double(sum) / 2, decimals: 1)
  }

  /// The grid, its margins the simple effects, its corner the interaction, its last row the
  /// main effects.
  func rendered(title: String) -> String {
    func cell(_ value: Int?) -> String { value.map(String.init) ?? "–" }
    func delta(_ value: Int?) -> String { value.map(Format.delta) ?? "–" }
    var table = MarkdownTable(
      [title, "wireframes", "coordinators", "coordinators − wireframes"],
      alignments: [.left, .right, .right, .right])
    table.add(["VIPER screens", cell(a), cell(b), delta(navigationWithVIPER)])
    table.add(["MVVM screens", cell(c), cell(d), delta(navigationWithMVVM)])
    table.add([
      "MVVM − VIPER", delta(screensWithWireframes), delta(screensWithCoordinators),
      "interaction " + delta(interaction),
    ])
    table.add([
      "main effect", "screens " + Self.mainEffect(screensWithWireframes, screensWithCoordinators),
      "", "navigation " + Self.mainEffect(navigationWithVIPER, navigationWithMVVM),
    ])
    return table.rendered
  }
}
