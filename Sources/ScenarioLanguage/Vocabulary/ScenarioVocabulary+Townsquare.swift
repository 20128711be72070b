extension ScenarioVocabulary {
  /// Townsquare's screens, tabs and seeded users (DESIGN.md, "Townsquare, the app").
  public static let townsquare = ScenarioVocabulary(
    screens: [
      "Onboarding", "Login", "ForgotPassword", "SignUp", "Feed", "PostDetail", "UserProfile",
      "MyProfile", "EditProfile", "Settings", "About",
    ],
    screensTakingID: ["PostDetail", "UserProfile"],
    containers: ["MainTabs", "Tabs"],
    tabs: ["Home", "Profile"],
    emails: ["ana@example.com", "ben@example.com", "chen@example.com"]
  )
}
