import { Card, CardActionArea, CardContent, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * One figure of Resumen: the whole card is a link to the page that explains it; the link
 * reads as the card does (title, figure, caption).
 */
export function OverviewFigure(props: {
  id: string;
  title: string;
  value: string;
  caption: string;
  to: string;
  children?: ReactNode;
}) {
  const titleId = `${props.id}-title`;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={props.to}
        data-figure={props.id}
        sx={{ flexGrow: 1, alignItems: 'flex-start' }}
      >
        <CardContent>
          <Typography id={titleId} variant="subtitle2" component="h2" color="text.secondary">
            {props.title}{' '}
            <Typography
              component="span"
              variant="h4"
              data-value
              sx={{ display: 'block', color: 'text.primary' }}
            >
              {props.value}
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {props.caption}
          </Typography>
        </CardContent>
      </CardActionArea>
      {props.children && <CardContent sx={{ pt: 0 }}>{props.children}</CardContent>}
    </Card>
  );
}

/**
 * A link under a figure to a narrower view of it. At least 24 px high (WCAG 2.5.8, target
 * size): a text line's 19 px sat too close to the card's own link above it.
 */
export function OverviewFigureLink(props: {
  to: string;
  children: ReactNode;
  'data-figure'?: string;
  'data-plan'?: string;
}) {
  const { to, children, ...data } = props;
  return (
    <Link
      component={RouterLink}
      to={to}
      {...data}
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}
    >
      {children}
    </Link>
  );
}
