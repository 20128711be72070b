/// What the navigation scanner keeps of one file's code: every function body (methods,
/// initialisers, accessors, closures, top-level code) as statements over small expression
/// trees — enough to follow, without type checking, which screens a value may hold and who
/// calls whom. Names are symbols of the run's `SymbolTable`, like the declarations' (see
/// `remapSymbols(_:)` for a scan that interns into several tables).
struct NavigationFacts {
  var nodes: [ExpressionNode] = []
  var functions: [FunctionFact] = []
  var parameters: [ParameterFact] = []
  var statements: [StatementFact] = []
  var properties: [PropertyFact] = []
  /// Every call node, with the function it occurs in: the call graph's raw edges.
  var calls: [CallFact] = []
  /// `name = "text"` and `self.name = "text"`: the literal texts a type assigns to its
  /// properties (`screenName = "Login"`), for naming screens.
  var literals: [LiteralAssignment] = []
  /// The arms of `switch` statements and `if case` conditions, one per case name an arm
  /// matches (see `CaseArm`): which enum case leads to which code.
  var arms: [CaseArm] = []
  /// Storyboard names and scene identifiers passed as plain strings (see `StringArgument`).
  var strings: [StringArgument] = []

  /// A copy whose arrays hold exactly their elements: the scanner's buffers grow by doubling,
  /// and every file's facts stay in memory until the graph is built.
  func compacted() -> NavigationFacts {
    func exact<Element>(_ array: [Element]) -> [Element] {
      var copy: [Element] = []
      copy.reserveCapacity(array.count)
      copy.append(contentsOf: array)
      return copy
    }
    var result = NavigationFacts()
    result.nodes = exact(nodes)
    result.functions = exact(functions)
    result.parameters = exact(parameters)
    result.statements = exact(statements)
    result.properties = exact(properties)
    result.calls = exact(calls)
    result.literals = exact(literals)
    result.arms = exact(arms)
    result.strings = exact(strings)
    return result
  }

  /// Empties every array, keeping their storage for the next file.
  mutating func removeAll() {
    nodes.removeAll(keepingCapacity: true)
    functions.removeAll(keepingCapacity: true)
    parameters.removeAll(keepingCapacity: true)
    statements.removeAll(keepingCapacity: true)
    properties.removeAll(keepingCapacity: true)
    calls.removeAll(keepingCapacity: true)
    literals.removeAll(keepingCapacity: true)
    arms.removeAll(keepingCapacity: true)
    strings.removeAll(keepingCapacity: true)
  }

  /// Rewrites every symbol through `transform`: for merging facts scanned with another table.
  mutating func remapSymbols(_ transform: (Int32) -> Int32) {
    func map(_ symbol: Int32) -> Int32 { symbol >= 0 ? transform(symbol) : symbol }
    for index in nodes.indices where nodes[index].kind.symbolIsName {
      nodes[index].symbol = map(nodes[index].symbol)
    }
    for index in functions.indices {
      functions[index].name = map(functions[index].name)
      functions[index].returnType = map(functions[index].returnType)
    }
    for index in parameters.indices {
      parameters[index].label = map(parameters[index].label)
      parameters[index].name = map(parameters[index].name)
      parameters[index].type = map(parameters[index].type)
    }
    for index in statements.indices where statements[index].kind == .bind {
      statements[index].name = map(statements[index].name)
      statements[index].type = map(statements[index].type)
    }
    for index in properties.indices {
      properties[index].name = map(properties[index].name)
      properties[index].type = map(properties[index].type)
    }
    for index in literals.indices { literals[index].name = map(literals[index].name) }
    for index in arms.indices { arms[index].name = map(arms[index].name) }
  }
}

/// One node of an expression tree. Children are linked: `child` is the first, each child's
/// `next` the one after it (-1 ends both).
struct ExpressionNode {
  enum Kind: UInt8 {
    /// A bare name (`router`, `LoginViewController`); `symbol` is the name.
    case name
    /// `base.symbol`; the child is the base. `symbol` is -1 for a tuple element (`.0`).
    case member
    /// A call; the first child is the callee, the others `argument` nodes.
    case call
    /// `base[…]`; the first child is the base, the others the index expressions.
    case subscripted
    /// A closure literal; `symbol` is its function's index in `NavigationFacts.functions`.
    case closure
    /// `[a, b]` or `[k: v]`; the children are the elements, in order.
    case array
    /// Several operands joined by operators, or a tuple; the children are the operands.
    case group
    /// `expression as? Type`; `symbol` is the type's last name, the child the expression.
    case cast
    /// `Type.self`; `symbol` is the type's name.
    case metatype
    /// `.name` with the type left implicit (`.home`, `.init(…)`).
    case implicitMember
    case selfValue
    case superValue
    /// Numbers, strings, `nil`, booleans, key paths: values that hold no screen.
    case literal
    /// One argument of a call; `symbol` is its label (-1 none, `trailingClosure` for the first
    /// trailing closure), the child its value.
    case argument

    /// Whether `symbol` names something (and is remapped with the other symbols).
    var symbolIsName: Bool {
      switch self {
      case .name, .member, .cast, .metatype, .implicitMember: return true
      case .argument: return true
      default: return false
      }
    }
  }

  /// The kind (top 5 bits) and the line (the rest), packed: a large tree has millions of nodes.
  private var packed: UInt32
  var symbol: Int32
  var child: Int32 = -1
  var next: Int32 = -1

  /// The label of an unlabelled first trailing closure (`Button { … }`).
  static let trailingClosure: Int32 = -2

  init(kind: Kind, line: Int32, symbol: Int32 = -1) {
    packed = UInt32(kind.rawValue) << 27 | UInt32(min(max(line, 0), (1 << 27) - 1))
    self.symbol = symbol
  }

  var kind: Kind { Kind(rawValue: UInt8(packed >> 27)) ?? .literal }
  var line: Int32 { Int32(packed & ((1 << 27) - 1)) }
}

/// A body of code: a method, initialiser, accessor, closure, the initial values of a type's
/// stored properties (`typeBody`), or a file's top-level code.
struct FunctionFact {
  enum Kind: UInt8 {
    case function, initializer, accessor, closure, typeBody, topLevel
  }

  /// The type or extension it belongs to: its index among the file's declarations, or -1.
  var owner: Int32
  /// The function's name (`start`), the property of an accessor, `init` for an initialiser;
  /// -1 for closures, type bodies and top-level code.
  var name: Int32
  /// The function a closure or local function is written in, or -1.
  var parent: Int32 = -1
  var firstParameter: Int32 = 0
  var parameterCount: Int32 = 0
  /// The last name of the declared result type (`-> UIViewController`), or -1.
  var returnType: Int32 = -1
  var line: Int32
  /// The line of the body's closing brace; -1 when it has none (a requirement) or was skipped.
  var endLine: Int32 = -1
  var kind: Kind
  var isStatic = false

  init(kind: Kind, owner: Int32, name: Int32, parent: Int32 = -1, line: Int32) {
    self.kind = kind
    self.owner = owner
    self.name = name
    self.parent = parent
    self.line = line
  }
}

/// A parameter: its argument label (-1 for `_`), its name inside the body, the last name of its
/// type (-1 when it is a function or tuple type, or none is written).
struct ParameterFact {
  var label: Int32
  var name: Int32
  var type: Int32
  /// Declared with a default value (`animated: Bool = true`): a call may leave it out.
  var hasDefault = false
  /// The default value's expression (`= UINavigationController()`), evaluated where the
  /// function is declared when a call leaves the argument out; -1 when none is kept.
  var defaultValue: Int32 = -1
}

/// A statement that matters for values: a binding, an assignment, a `return`, or an expression
/// evaluated for its effects. Sixteen bytes: a large tree has millions.
struct StatementFact {
  enum Kind: UInt8 {
    /// `let name: type = value`, `if let`, `guard let`, `for name in value`, a `case let`.
    case bind
    /// `target = value` (also `+=` and friends).
    case assign
    case returnValue
    case expression
  }

  /// The kind (top 2 bits) and the function (the rest), packed.
  private var packed: UInt32
  /// bind: the bound name; assign: the target expression.
  private var first: Int32
  /// bind: the annotated type's last name, or -1.
  private var second: Int32
  /// The value expression (bind, assign, return, expression), or -1.
  var value: Int32

  init(
    kind: Kind, function: Int32, name: Int32 = -1, type: Int32 = -1, target: Int32 = -1,
    value: Int32 = -1
  ) {
    packed = UInt32(kind.rawValue) << 30 | UInt32(max(0, function)) & 0x3FFF_FFFF
    first = kind == .assign ? target : name
    second = type
    self.value = value
  }

  var kind: Kind { Kind(rawValue: UInt8(packed >> 30)) ?? .expression }
  var function: Int32 { Int32(packed & 0x3FFF_FFFF) }
  var name: Int32 {
    get { kind == .bind ? first : -1 }
    set { if kind == .bind { first = newValue } }
  }
  var type: Int32 {
    get { second }
    set { second = newValue }
  }
  var target: Int32 { kind == .assign ? first : -1 }
}

/// A property declared in a type body: stored (`type`, `initializer`) or computed (`getter`).
struct PropertyFact {
  var owner: Int32
  var name: Int32
  var type: Int32
  /// The initial value's expression (in the type body's function), or -1.
  var initializer: Int32 = -1
  /// The getter's function, or -1.
  var getter: Int32 = -1
  var isStatic = false
  /// Declared `weak` or `unowned`: it does not keep what it holds.
  var isWeak = false
  var line: Int32
}

struct CallFact {
  var node: Int32
  var function: Int32
}

struct LiteralAssignment {
  var function: Int32
  var name: Int32
  var text: String
}
