import { Container, Typography } from '@mui/material';
import { useSessionStore } from 'shared-api';

export function DashboardPage() {
  const name = useSessionStore((state) => state.user_info?.Name);
  return (
    <Container component="main" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" color="primary" gutterBottom>
        Dashboard
      </Typography>
      {name && <Typography>Signed in as {name}</Typography>}
    </Container>
  );
}
