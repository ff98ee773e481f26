// Steps shared by the specs of the accounts remote's dashboard widgets.
import type { DataApi } from '@pitaka/data';
import { renderPage, type RenderedPage } from '@pitaka/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PROFILE } from './transaction-fixtures';

/** `widget` on the dashboard, for a set-up user paying in pesos unless `answers` say otherwise. */
export function renderOnDashboard(widget: ReactElement, answers: Partial<DataApi>) {
  return renderPage(widget, {
    path: '/dashboard',
    route: '/dashboard',
    api: { getUserProfile: async () => PROFILE, ...answers },
  });
}

/** The widget whose region is named `name`, and the checks every widget spec makes in it. */
export function dashboardWidget(name: string) {
  const region = () => screen.getByRole('region', { name });
  return {
    region,

    /** The load failure: an alert saying 'Failed to load data'. */
    async findLoadFailure() {
      const failure = await within(region()).findByRole('alert');
      expect(failure).toHaveTextContent('Failed to load data');
      return failure;
    },

    /** While loading: the skeleton, named `label`, is busy. */
    async expectBusySkeleton(label: string) {
      const loading = await within(region()).findByText(label);
      expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    },

    /**
     * The `shape` of each placeholder the skeleton `label` draws (`placeholders` selects them in
     * its hidden part); then `loading` is unmounted, for the loaded widget to be rendered and compared.
     */
    async skeletonShapes<Shape>(
      loading: RenderedPage,
      label: string,
      placeholders: string,
      shape: (placeholder: Element) => Shape,
    ) {
      await within(region()).findByText(label);
      const found = region().querySelectorAll(`[aria-busy="true"] [aria-hidden="true"] ${placeholders}`);
      const shapes = [...found].map(shape);
      loading.unmount();
      return shapes;
    },

    /** Its 'View all' link (`link`, the accessible name) says 'View all' and goes to `href`. */
    async expectViewAll(page: RenderedPage, link: string, href: string) {
      const viewAll = within(region()).getByRole('link', { name: link });
      expect(viewAll).toHaveTextContent('View all');
      expect(viewAll).toHaveAttribute('href', href);
      await page.user.click(viewAll);
      expect(page.location()).toBe(href);
    },
  };
}
