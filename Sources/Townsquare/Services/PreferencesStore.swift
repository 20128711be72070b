/// The UserDefaults stand-in: the onboarding-seen flag and the settings.
@MainActor
public final class PreferencesStore {
  private let box: StoreBox

  init(box: StoreBox) {
    self.box = box
  }

  public var hasSeenOnboarding: Bool { box.stores.onboardingSeen }

  public func markOnboardingSeen() {
    box.stores.onboardingSeen = true
  }

  public var settings: AppSettings {
    get { box.stores.settings }
    set { box.stores.settings = newValue }
  }
}
