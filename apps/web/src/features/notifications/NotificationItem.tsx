import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { expiryLabel, type Notification, type NotificationTagRef } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { formatDate } from '../../lib/format.ts';

const tagPath = (t: NotificationTagRef) =>
  t.elementModel === 'Horse'
    ? paths.horse(t.element)
    : t.elementModel === 'Customer'
      ? paths.customer(t.element)
      : paths.case(t.element);

const COLORS = { error: 'error.main', warning: 'warning.main', default: 'text.secondary' };

/**
 * One notification: text, expiry with its label ('(Vervallen)' red, ≤ 10 days orange), tags as
 * links, and a close button shown on hover or keyboard focus.
 */
export function NotificationItem(props: { n: Notification; onClose: (id: string) => void }) {
  const { n } = props;
  const label = expiryLabel(n.expirationDate);
  return (
    <Box
      role="listitem"
      sx={{
        position: 'relative',
        py: 1,
        pr: 5,
        borderBottom: 1,
        borderColor: 'divider',
        '& .close': { opacity: 0 },
        '&:hover .close, &:focus-within .close': { opacity: 1 },
      }}
    >
      <Typography variant="body2">{n.text}</Typography>
      <Typography variant="caption" sx={{ color: COLORS[label.color] }}>
        {formatDate(n.expirationDate)} {label.text}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5, rowGap: 0.5 }}>
        {n.tags.map((t) => (
          <Chip
            key={`${t.elementModel}-${t.element}`}
            size="small"
            label={t.name}
            component={RouterLink}
            to={tagPath(t)}
            clickable
          />
        ))}
      </Stack>
      <IconButton
        className="close"
        size="small"
        aria-label={`Notificatie ${n.text} sluiten`}
        onClick={() => props.onClose(n._id)}
        sx={{ position: 'absolute', top: 4, right: 0 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
