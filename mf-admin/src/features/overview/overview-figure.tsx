import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
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
