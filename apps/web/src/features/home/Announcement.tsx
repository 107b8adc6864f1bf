import { useQuery } from '@tanstack/react-query';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notificationMsg, type Announcement as AnnouncementT } from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';

/** The latest announcement (type, title, message), else 'Geen nieuwe aankondigingen'. */
export function Announcement() {
  const { data, isLoading } = useQuery({
    queryKey: ['announcement', 'latest'],
    queryFn: ({ signal }) =>
      apiFetch<{ announcement: AnnouncementT | null }>('/api/announcement/latest-announcement', {
        signal,
      }),
  });
  const a = data?.announcement;
  return (
    <Card variant="outlined" component="section" aria-labelledby="announcement-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="announcement-title" gutterBottom>
          Aankondiging
        </Typography>
        {isLoading ? (
          <Skeleton />
        ) : a ? (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Chip
                size="small"
                label={a.type}
                color={a.type === 'Important' ? 'warning' : 'default'}
              />
              <Typography sx={{ fontWeight: 600 }}>{a.title}</Typography>
            </Stack>
            <Typography variant="body2">{a.message}</Typography>
          </>
        ) : (
          <Typography color="text.secondary">{notificationMsg.announcementsEmpty}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
