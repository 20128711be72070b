/// The Keychain stand-in: who is logged in, persisted across relaunches.
@MainActor
public final class SessionStore {
  private let box: StoreBox

  init(box: StoreBox) {
    self.box = box
  }

  public var session: Session? { box.stores.session }

  public func save(_ session: Session) {
    box.stores.session = session
  }

  public func clear() {
    box.stores.session = nil
  }
}
