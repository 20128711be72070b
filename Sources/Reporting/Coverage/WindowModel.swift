import Foundation

/// The window in the hierarchy notation, parsed, and kept up to date transition by
/// transition: which screen is visible before and after each step of a run, and so where a
/// pop or a dismissal went back to.
struct WindowModel {
  indirect enum Node: Equatable {
    case screen(String)
    case stack([String])
    case tabs([Tab])
  }

  struct Tab: Equatable {
    var name: String
    var selected: Bool
    var node: Node
  }

  var root: Node?
  /// Presented nodes over the root, bottom to top.
  var presented: [Node] = []

  init() {}

  /// `Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]} ^ [EditProfile]`; an empty window
  /// for text that does not parse.
  init(notation: String) {
    let parts = Self.splitTopLevel(notation, on: "^")
    guard let first = parts.first, let root = Self.node(first) else { return }
    self.root = root
    presented = parts.dropFirst().compactMap(Self.node)
  }

  /// The visible screen's name, without its id (`PostDetail`), or nil for an empty window.
  var visible: String? {
    guard let node = presented.last ?? root else { return nil }
    return Self.visible(in: node)
  }

  static func visible(in node: Node) -> String? {
    switch node {
    case .screen(let name): return baseName(name)
    case .stack(let screens): return screens.last.map(baseName)
    case .tabs(let tabs):
      guard let tab = tabs.first(where: \.selected) ?? tabs.first else { return nil }
      return visible(in: tab.node)
    }
  }

  /// The screen a node starts with: a stack's root, `Tabs` for a tab bar, a bare screen.
  static func first(in node: Node) -> String? {
    switch node {
    case .screen(let name): return baseName(name)
    case .stack(let screens): return screens.first.map(baseName)
    case .tabs: return "Tabs"
    }
  }

  /// `PostDetail(3)` → `PostDetail`.
  static func baseName(_ screen: String) -> String {
    screen.split(separator: "(").first.map(String.init) ?? screen
  }

  /// Applies one logged transition (see `Transition.Kind`).
  mutating func apply(kind: String, screens: [String]) {
    let argument = screens.first ?? ""
    switch kind {
    case "push": editVisibleStack { $0.append(argument) }
    case "pop": editVisibleStack { if $0.count > 1 { $0.removeLast() } }
    case "popToRoot": editVisibleStack { $0 = Array($0.prefix(1)) }
    case "popTo":
      editVisibleStack { stack in
        if let index = stack.lastIndex(of: argument) { stack = Array(stack[...index]) }
      }
    case "present":
      if let node = Self.node(argument) { presented.append(node) }
    case "dismiss":
      let dismissed = Self.node(argument).flatMap(Self.first(in:))
      if let index = presented.firstIndex(where: { Self.first(in: $0) == dismissed }) {
        presented.removeSubrange(index...)
      } else if !presented.isEmpty {
        presented.removeLast()
      }
    case "setRoot":
      root = Self.node(argument)
      presented = []
    case "setViewControllers":
      guard let node = Self.node(argument) else { return }
      if case .stack(let screens) = node {
        editVisibleStack { $0 = screens }
      } else if case .tabs = node, case .tabs = root {
        root = node
      }
    case "selectTab":
      if case .tabs(var tabs) = root {
        for index in tabs.indices { tabs[index].selected = tabs[index].name == argument }
        root = .tabs(tabs)
      }
    default: break
    }
  }

  /// The stack whose top is visible: the top presentation's, the selected tab's or the root's.
  private mutating func editVisibleStack(_ edit: (inout [String]) -> Void) {
    if let last = presented.indices.last {
      presented[last] = Self.editing(presented[last], edit)
    } else if let root {
      self.root = Self.editing(root, edit)
    }
  }

  private static func editing(_ node: Node, _ edit: (inout [String]) -> Void) -> Node {
    switch node {
    case .stack(var screens):
      edit(&screens)
      return .stack(screens)
    case .tabs(var tabs):
      guard let index = tabs.firstIndex(where: \.selected) ?? tabs.indices.first else {
        return node
      }
      tabs[index].node = editing(tabs[index].node, edit)
      return .tabs(tabs)
    case .screen:
      return node
    }
  }

  // MARK: Parsing

  /// One node: `[A > B]`, `Tabs{Name*:node, …}` or a bare screen.
  static func node(_ text: String) -> Node? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("[") && trimmed.hasSuffix("]") {
      let inner = String(trimmed.dropFirst().dropLast())
      let screens = splitTopLevel(inner, on: ">").map { $0.trimmingCharacters(in: .whitespaces) }
      return .stack(screens.filter { !$0.isEmpty })
    }
    if trimmed.hasPrefix("Tabs{") && trimmed.hasSuffix("}") {
      let inner = String(trimmed.dropFirst(5).dropLast())
      let tabs = splitTopLevel(inner, on: ",").compactMap { part -> Tab? in
        guard let colon = part.firstIndex(of: ":") else { return nil }
        var name = part[..<colon].trimmingCharacters(in: .whitespaces)
        let selected = name.hasSuffix("*")
        if selected { name.removeLast() }
        guard let node = Self.node(String(part[part.index(after: colon)...])) else { return nil }
        return Tab(name: name, selected: selected, node: node)
      }
      return .tabs(tabs)
    }
    return trimmed.isEmpty ? nil : .screen(trimmed)
  }

  /// Splits on a separator outside brackets and braces.
  static func splitTopLevel(_ text: String, on separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      switch character {
      case "[", "{", "(": depth += 1
      case "]", "}", ")": depth -= 1
      default: break
      }
      if character == separator && depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    return parts
  }
}
