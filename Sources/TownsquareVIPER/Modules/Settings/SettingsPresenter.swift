/// Keeps the switch in step with the stored setting, opens About, and reports logout.
@MainActor
final class SettingsPresenter {
  weak var view: (any SettingsViewInput)?
  private let interactor: any SettingsInteractorInput
  private let session: any LogoutInteractorInput
  private let wireframe: any SettingsWireframeInput
  private weak var moduleOutput: (any SettingsModuleOutput)?

  init(
    interactor: any SettingsInteractorInput, session: any LogoutInteractorInput,
    wireframe: any SettingsWireframeInput, moduleOutput: any SettingsModuleOutput
  ) {
    self.interactor = interactor
    self.session = session
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
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
    wireframe.openAbout()
  }

  func didTapLogout() {
    session.logout()
    moduleOutput?.settingsModuleDidLogOut()
  }
}
