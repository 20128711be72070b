import Foundation

/// A closure-backed action, as UIKit's `UIAction` (iOS 14+): the Swift way to hear a control.
@MainActor
public final class UIAction {
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public let title: String
  public let identifier: Identifier
  let handler: @MainActor (UIAction) -> Void

  public init(
    title: String = "", identifier: Identifier? = nil,
    handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.title = title
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.handler = handler
  }
}
