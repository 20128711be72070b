/// Moving one file's findings from the symbol table of the thread that scanned it to the run's.
extension FileDeclarations {
  /// Replaces every symbol by `map[symbol]` (see `SymbolTable.merge`). Whatever holds a symbol
  /// here must be listed, or it would name another word.
  mutating func remapSymbols(_ map: [Int32]) {
    map.withUnsafeBufferPointer { map in
      for index in declarations.indices {
        declarations[index].name = map[Int(declarations[index].name)]
        for component in declarations[index].path.indices {
          declarations[index].path[component] = map[Int(declarations[index].path[component])]
        }
        for name in declarations[index].inherits.indices {
          declarations[index].inherits[name] = map[Int(declarations[index].inherits[name])]
        }
      }
      for index in imports.indices { imports[index] = map[Int(imports[index])] }
      for index in references.indices {
        references[index].symbol = map[Int(references[index].symbol)]
      }
      for index in navigationCalls.indices {
        navigationCalls[index].symbol = map[Int(navigationCalls[index].symbol)]
      }
      for index in navigationReceivers.indices where navigationReceivers[index] >= 0 {
        navigationReceivers[index] = map[Int(navigationReceivers[index])]
      }
      for index in navigationMethods.indices {
        navigationMethods[index].symbol = map[Int(navigationMethods[index].symbol)]
      }
      for index in properties.indices { properties[index].name = map[Int(properties[index].name)] }
      for index in heldTypes.indices { heldTypes[index].symbol = map[Int(heldTypes[index].symbol)] }
    }
  }
}
