import { Box, Button, Container, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** The sign-in form; its behaviour (calls, errors, redirects) is built on shared-api. */
export function LoginPage() {
  return (
    <Container component="main" maxWidth="xs" sx={{ py: 8 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        Log In
      </Typography>
      <Box component="form" noValidate>
        <Stack spacing={2}>
          <TextField label="Email" name="email" type="email" autoComplete="email" required />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Button type="submit" variant="contained">
            Log In
          </Button>
          <Link component={RouterLink} to="/requestResetPassword">
            Forgot Password? Reset Now
          </Link>
          <Link component={RouterLink} to="/">
            Home
          </Link>
        </Stack>
      </Box>
    </Container>
  );
}
