/// Keeps the switch in step with the stored setting, and reports About and logout.
@MainActor
final class SettingsPresenter {
  weak var view: (any SettingsViewInput)?
  private let interactor: any SettingsInteractorInput
  private let session: any LogoutInteractorInput
  private weak var output: (any SettingsModuleOutput)?

  init(
    interactor: any SettingsInteractorInput, session: any LogoutInteractorInput,
    output: any SettingsModuleOutput
  ) {
    self.interactor = interactor
    self.session = session
    self.output = output
  }
}

extension SettingsPresenter: SettingsViewOutput {
  func viewIsReady() {
    view?.display(notificationsOn: interactor.notificationsEnabled)
  }

  func didSwitchNotifications(on: Bool) {
    interactor.setNotifications(on)
    view?.display(notificationsOn: interactor.notificationsEnabled)
  }

  func didTapAbout() {
    output?.settingsModuleDidRequestAbout()
  }

  func didTapLogout() {
    session.logout()
    output?.settingsModuleDidLogOut()
  }
}
