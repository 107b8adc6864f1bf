import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { apiFetch } from '../../api/client.ts';
import { paths } from '../../lib/paths.ts';
import { RefAutocomplete } from '../../components/form/RefAutocomplete.tsx';
import { searchHorses } from '../../lib/refs.ts';

type Viewed = { searchItem: string; name: string | null; count: number };

/** 'Zoek paard': a horse search and the most-viewed horses; a click is recorded as a search. */
export function FindHorse() {
  const navigate = useNavigate();
  const viewed = useQuery({
    queryKey: ['search-result', 'most-viewed', 'Horse'],
    queryFn: ({ signal }) =>
      apiFetch<{ results: Viewed[] }>('/api/search-result/most-viewed', {
        query: { searchType: 'Horse', limit: 5 },
        signal,
      }),
  });
  const record = useMutation({
    mutationFn: (id: string) =>
      apiFetch('/api/search-result', {
        method: 'POST',
        body: { searchResult: { searchItem: id, searchType: 'Horse' } },
      }),
    meta: { silentError: true },
  });
  const open = (id: string) => {
    record.mutate(id);
    void navigate(paths.horse(id));
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="find-horse-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="find-horse-title" gutterBottom>
          Zoek paard
        </Typography>
        <RefAutocomplete
          label="Paard"
          value={null}
          onChange={(h) => h && open(h._id)}
          search={searchHorses}
          queryKey={['horses']}
        />
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          Meest bekeken
        </Typography>
        {viewed.data?.results.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Nog geen paarden bekeken
          </Typography>
        )}
        <List dense>
          {viewed.data?.results
            .filter((v) => v.name)
            .map((v) => (
              <ListItemButton key={v.searchItem} onClick={() => open(v.searchItem)}>
                <ListItemText primary={v.name} secondary={`${v.count} keer bekeken`} />
              </ListItemButton>
            ))}
        </List>
      </CardContent>
    </Card>
  );
}
