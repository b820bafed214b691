import { Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router-dom';

/**
 * A page's views as tabs kept in the URL (`?vista=`), so a link or the back button restores
 * them. Switching view starts its table afresh: page, sort and search belong to one view.
 */
export function useViewParam<V extends string>(views: readonly V[]): [V, (view: V) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.get('vista');
  const view = views.find((candidate) => candidate === current) ?? views[0]!;
  const select = (next: V) => setParams(next === views[0] ? {} : { vista: next });
  return [view, select];
}

export function ViewTabs<V extends string>(props: {
  label: string;
  view: V;
  onChange: (view: V) => void;
  tabs: readonly { value: V; label: string }[];
}) {
  return (
    <Tabs
      value={props.view}
      onChange={(_, value: V) => props.onChange(value)}
      aria-label={props.label}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      {props.tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} />
      ))}
    </Tabs>
  );
}
