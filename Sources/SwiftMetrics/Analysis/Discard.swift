import Dispatch

/// Frees values on another thread.
enum Discard {
  static func later<Value>(_ value: consuming Value) {
    let box = Box(value)
    DispatchQueue.global(qos: .utility).async { box.value = nil }
  }

  /// Handed to the other thread, which alone touches it from then on.
  private final class Box<Value>: @unchecked Sendable {
    var value: Value?
    init(_ value: consuming Value) { self.value = value }
  }
}
