import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

const SERVICES = [
  { name: 'Advisory', text: 'Strategy, risk and transformation work alongside our clients.' },
  { name: 'Engineering', text: 'Software and systems built, tested and run in production.' },
  { name: 'Technology', text: 'Cloud, data and security platforms for growing firms.' },
];

export function LandingPage() {
  return (
    <Container component="main" sx={{ py: 6 }}>
      <Typography component="h1" variant="h3" color="primary" gutterBottom>
        Internships
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Join our internship programme and work on real projects in one of our practices.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 5 }}>
        <Button component={RouterLink} to="/applicationStatus" variant="outlined">
          Check Application Status
        </Button>
        <Button component={RouterLink} to="/login" variant="contained">
          Log In
        </Button>
      </Stack>
      <Box component="section" aria-labelledby="services-heading">
        <Typography id="services-heading" component="h2" variant="h5" gutterBottom>
          Our services
        </Typography>
        <Grid container spacing={2}>
          {SERVICES.map((service) => (
            <Grid key={service.name} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h3" variant="h6">
                    {service.name}
                  </Typography>
                  <Typography color="text.secondary">{service.text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>
    </Container>
  );
}
