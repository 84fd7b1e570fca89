import type { ComponentType } from "react";

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** One lazily loaded module per route key of core/routes.ts. */
export const PAGES: Record<string, PageLoader> = {
  home: () => import("../pages/home.tsx"),
  fea: () => import("../pages/fea.tsx"),
  feaGoods: () => import("../pages/feaGoods.tsx"),
  feaRegions: () => import("../pages/feaRegions.tsx"),
  feaCountries: () => import("../pages/feaCountries.tsx"),
  feaLogistics: () => import("../pages/feaLogistics.tsx"),
  tree: () => import("../pages/tree.tsx"),
  reference: () => import("../pages/reference.tsx"),
  sanctions: () => import("../pages/sanctions.tsx"),
  calculator: () => import("../pages/calculator.tsx"),
  custom: () => import("../pages/custom.tsx"),
  customCode: () => import("../pages/customCode.tsx"),
  exportTariff: () => import("../pages/exportTariff.tsx"),
  trackContainer: () => import("../pages/trackContainer.tsx"),
  importerCard: () => import("../pages/importerCard.tsx"),
  importerCardStep: () => import("../pages/importerCardStep.tsx"),
  flows: () => import("../pages/flows/FlowsPage.tsx"),
  tariffs: () => import("../pages/tariffs.tsx"),
  apiDescription: () => import("../pages/apiDescription.tsx"),
  userAgreements: () => import("../pages/userAgreements.tsx"),
  privacyPolicy: () => import("../pages/privacyPolicy.tsx"),
  vacancy: () => import("../pages/vacancy.tsx"),
  contacts: () => import("../pages/contacts.tsx"),
  termsOfUsage: () => import("../pages/termsOfUsage.tsx"),
  favourites: () => import("../pages/favourites.tsx"),
  totalServices: () => import("../pages/totalServices.tsx"),
  allServices: () => import("../pages/allServices.tsx"),
  profile: () => import("../pages/profile.tsx"),
  profileChangePassword: () => import("../pages/profileChangePassword.tsx"),
  profilePaymentStory: () => import("../pages/profilePaymentStory.tsx"),
  profileNotifications: () => import("../pages/profileNotifications.tsx"),
  profileReports: () => import("../pages/profileReports.tsx"),
  profileViewHistory: () => import("../pages/profileViewHistory.tsx"),
  profileMyGroups: () => import("../pages/profileMyGroups.tsx"),
  profileNotes: () => import("../pages/profileNotes.tsx"),
  sharedGroup: () => import("../pages/sharedGroup.tsx"),
};
