/// A readable form of the facts, for tests and for debugging the scanner.
extension NavigationFacts {
  func described(symbols: SymbolTable) -> String {
    func name(_ symbol: Int32) -> String { symbol >= 0 ? symbols.name(symbol) : "_" }
    func expression(_ node: Int32) -> String {
      guard node >= 0 else { return "∅" }
      let value = nodes[Int(node)]
      var children: [Int32] = []
      var child = value.child
      while child >= 0 {
        children.append(child)
        child = nodes[Int(child)].next
      }
      switch value.kind {
      case .name: return name(value.symbol)
      case .member: return expression(value.child) + "." + name(value.symbol)
      case .call:
        let arguments = children.dropFirst().map(expression).joined(separator: ", ")
        return expression(children.first ?? -1) + "(" + arguments + ")"
      case .subscripted:
        return expression(children.first ?? -1) + "["
          + children.dropFirst().map(expression).joined(separator: ", ") + "]"
      case .closure: return "{#\(value.symbol)}"
      case .array: return "[" + children.map(expression).joined(separator: ", ") + "]"
      case .group: return "(" + children.map(expression).joined(separator: " ~ ") + ")"
      case .cast: return expression(value.child) + " as " + name(value.symbol)
      case .metatype: return name(value.symbol) + ".self"
      case .implicitMember: return "." + name(value.symbol)
      case .selfValue: return "self"
      case .superValue: return "super"
      case .literal: return "lit"
      case .argument:
        let label =
          value.symbol == ExpressionNode.trailingClosure
          ? "trailing: " : value.symbol >= 0 ? name(value.symbol) + ": " : ""
        return label + expression(value.child)
      }
    }
    var lines: [String] = []
    for (index, function) in functions.enumerated() {
      let parameters = (0..<Int(function.parameterCount)).map { offset in
        let parameter = self.parameters[Int(function.firstParameter) + offset]
        return "\(name(parameter.label)) \(name(parameter.name)): \(name(parameter.type))"
      }.joined(separator: ", ")
      lines.append(
        "#\(index) \(function.kind) \(name(function.name))(\(parameters)) -> "
          + "\(name(function.returnType)) owner \(function.owner) parent \(function.parent)"
          + (function.isStatic ? " static" : ""))
      for statement in statements where statement.function == Int32(index) {
        switch statement.kind {
        case .bind:
          lines.append(
            "  let \(name(statement.name)): \(name(statement.type)) = "
              + expression(statement.value))
        case .assign:
          lines.append("  " + expression(statement.target) + " = " + expression(statement.value))
        case .returnValue: lines.append("  return " + expression(statement.value))
        case .expression: lines.append("  " + expression(statement.value))
        }
      }
    }
    for property in properties {
      lines.append(
        "property \(name(property.name)): \(name(property.type)) owner \(property.owner)"
          + " = \(expression(property.initializer)) getter \(property.getter)")
    }
    for literal in literals { lines.append("literal \(name(literal.name)) = \"\(literal.text)\"") }
    return lines.joined(separator: "\n")
  }
}
