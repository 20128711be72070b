/// Where a function's parameters come from while its body is evaluated: the call that
/// invoked it (whose arguments they are, evaluated in the caller's own context), or — for the
/// function a navigation step is written in — nowhere yet: its parameters are collected, so
/// that the step can be followed to the callers that pass the screen.
struct ValueContext: Hashable {
  /// The function whose parameters this binds; `collecting` for a collecting context.
  var callee: Int
  var file: Int32
  var call: Int32
  /// The caller's function and context (-1: the caller's parameters are not bound).
  var caller: Int
  var parent: Int
  var depth: Int
  /// The type `self` is while the callee runs, when it is a subtype of the callee's own
  /// (`DetailWireframe`'s inherited `viewController` getter), else -1.
  var selfType: Int32 = -1

  static let collecting = -2
}

/// A parameter a navigation step's value depends on: the step happens for whatever the
/// function's callers pass there.
struct CollectedParameter: Hashable {
  var function: Int
  var index: Int
}

/// A call of the tree: the file, the call node and the function it is written in.
struct CallSite: Hashable {
  var file: Int32
  var node: Int32
  var function: Int
}

/// `target = value` (or `target.append(value)`), with the function it is written in.
struct AssignmentSite {
  var file: Int32
  var function: Int
  var target: Int32
  var value: Int32
}

/// A node evaluated in a context, for memoising.
struct ValueKey: Hashable {
  var file: Int32
  var node: Int32
  var context: Int

  /// One word hashed, not three: the values memo is the analysis's largest table (issue #28).
  func hash(into hasher: inout Hasher) {
    hasher.combine(word)
  }

  /// The same word through the standard library's one-word hash, which a dictionary uses
  /// when a key provides it: `hash(into:)` sets up and finishes a whole `Hasher` at every
  /// lookup, a fifth of the values' time on a navigation-dense tree (issue #28).
  func _rawHashValue(seed: Int) -> Int {
    word._rawHashValue(seed: seed)
  }

  private var word: Int64 { Int64(file) << 40 ^ Int64(node) << 20 ^ Int64(context) }
}
