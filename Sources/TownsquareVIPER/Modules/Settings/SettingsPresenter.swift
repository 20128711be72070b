/// Keeps the switch in step with the stored setting, opens About, and reports logout.
@MainActor
final class SettingsPresenter {
  weak var view: (any SettingsViewInput)?
  private let interactor: any SettingsInteractorInput
  private let wireframe: any SettingsWireframeInput
  private weak var moduleOutput: (any SettingsModuleOutput)?

  init(
    interactor: any SettingsInteractorInput, wireframe: any SettingsWireframeInput,
    moduleOutput: any SettingsModuleOutput
  ) {
    self.interactor = interactor
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
  }
}

extension SettingsPresenter: SettingsViewOutput {
  func viewIsReady() {
    view?.display(notificationsOn: interactor.notificationsEnabled)
  }

  func didSwitchNotifications(on: Bool) {
    interactor.setNotifications(enabled: on)
  }

  func didTapAbout() {
    wireframe.openAbout()
  }

  func didTapLogout() {
    interactor.logOut()
  }
}

extension SettingsPresenter: SettingsInteractorOutput {
  func didUpdateNotifications(enabled: Bool) {
    view?.display(notificationsOn: enabled)
  }

  func didLogOut() {
    moduleOutput?.settingsModuleDidLogOut()
  }
}
